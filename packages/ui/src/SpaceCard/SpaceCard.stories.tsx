import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { gradientImage } from '../storyImages/gradientImage';
import { SpaceCard } from './SpaceCard';

const meta = {
  title: 'Design system/Cards/SpaceCard',
  component: SpaceCard,
  decorators: [
    (Story) => (
      <div style={{ width: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    spaceId: 'sp_42',
    title: 'nairobi tech week',
    coverUrl: gradientImage(),
    startDate: '2026-12-12',
    endDate: '2026-12-14',
    location: 'KICC, Nairobi',
    state: 'upcoming',
    onDelete: fn(),
  },
} satisfies Meta<typeof SpaceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('upcoming')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Nairobi Tech Week' })).toBeVisible();
  },
};
export const Ongoing: Story = {
  args: { state: 'ongoing', coverUrl: gradientImage({ from: '#059669', to: '#84cc16' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ongoing')).toBeVisible();
  },
};
export const Past: Story = {
  args: { state: 'past', coverUrl: gradientImage({ from: '#64748b', to: '#cbd5e1' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('past')).toBeVisible();
  },
};
export const Owner: Story = {
  args: { owner: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/spaces/sp_42/manage/edit',
    );
    await expect(canvas.getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/spaces/sp_42/manage/shares',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('sp_42');
  },
};
export const Visitor: Story = {
  args: { owner: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/spaces/sp_42/view');
    await expect(canvas.getByRole('link', { name: 'QR code' })).toHaveAttribute('href', '/spaces/sp_42/qr');
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};
export const LongTitle: Story = {
  args: { title: 'the annual nairobi photographers and creators summit and gala dinner' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'The Annual Nairobi Photographers And Creators Summ...' }),
    ).toBeVisible();
  },
};
export const NoCover: Story = {
  args: { coverUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Right to left, owner: the state badge at the right, 'Your space' and the last action at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { owner: true },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('upcoming');
    await expect(centreX(badge)).toBeGreaterThan(centreX(canvas.getByText('Your space')));
    const view = canvas.getByRole('link', { name: 'View' });
    await expect(centreX(view)).toBeGreaterThan(centreX(canvas.getByRole('link', { name: 'QR code' })));
  },
};

/** No photo to show yet (`coverUrl={null}`): the cover's place stays, tinted, so a grid of cards stays even. */
export const EmptyCover: Story = {
  args: { coverUrl: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-ui="SpaceCardEmptyCover"]')).toBeVisible();
  },
};
