import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { gradientImage } from '../storyImages/gradientImage';
import { PhotoCard } from './PhotoCard';

const meta = {
  title: 'Cards/PhotoCard',
  component: PhotoCard,
  decorators: [
    (Story) => (
      <div style={{ width: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    src: gradientImage({ from: '#f97316', to: '#db2777', width: 384, height: 288 }),
    alt: 'Guests dancing at sunset',
    onSelect: fn(),
    onError: fn(),
  },
} satisfies Meta<typeof PhotoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Free')).toBeVisible();
    const photo = canvas.getByRole('button', { name: /Guests dancing at sunset/ });
    await expect(photo).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(photo);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onError).not.toHaveBeenCalled();
    photo.blur();
  },
};
export const Premium: Story = {
  args: { price: 1500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ksh 1,500')).toBeVisible();
    await expect(canvas.queryByText('Free')).toBeNull();
  },
};
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hidden')).toBeVisible();
  },
};
export const Selected: Story = {
  args: { selected: true, price: '250.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Guests dancing/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const WithComment: Story = {
  args: { comment: 'First dance of the evening, captured from the balcony.', price: 800 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('First dance of the evening, captured from the balcony.')).toBeVisible();
  },
};
