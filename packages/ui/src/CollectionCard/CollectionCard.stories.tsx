import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CollectionCard } from './CollectionCard';

const meta = {
  title: 'Design system/Cards/CollectionCard',
  component: CollectionCard,
  decorators: [
    (Story) => (
      <div style={{ width: 400, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    collectionId: 'col_3',
    name: 'Weddings 2026',
    description: 'Every wedding we covered this year, ready to publish as a site.',
    spaceCount: 12,
    onDelete: fn(),
  },
} satisfies Meta<typeof CollectionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('12 spaces')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/collections/col_3/settings',
    );
    const remove = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledWith('col_3');
    remove.blur();
  },
};
export const Empty: Story = {
  args: { spaceCount: 0, description: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No spaces')).toBeVisible();
  },
};
export const SingleSpace: Story = {
  args: { spaceCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 space')).toBeVisible();
  },
};
export const WithoutDelete: Story = {
  args: { onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};
