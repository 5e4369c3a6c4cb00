import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { gradientImage } from '../storyImages/gradientImage';
import { BannerCard } from './BannerCard';

const meta = {
  title: 'Design system/Cards/BannerCard',
  component: BannerCard,
  decorators: [
    (Story) => (
      <div style={{ width: 400, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    src: gradientImage({ from: '#0ea5e9', to: '#4338ca', width: 768, height: 256 }),
    description: 'Coast sunset, wide',
    onSelect: fn(),
  },
} satisfies Meta<typeof BannerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('button', { name: 'Coast sunset, wide' });
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    card.blur();
  },
};
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Coast sunset, wide' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
