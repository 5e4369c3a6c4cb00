import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { gradientImage } from '../storyImages/gradientImage';
import { IconCard } from './IconCard';

const meta = {
  title: 'Design system/Cards/IconCard',
  component: IconCard,
  decorators: [
    (Story) => (
      <div style={{ width: 240, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    src: gradientImage({ from: '#f59e0b', to: '#ef4444', width: 512, height: 512 }),
    description: 'Monogram, orange',
    onSelect: fn(),
  },
} satisfies Meta<typeof IconCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('button', { name: 'Monogram, orange' });
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    card.blur();
  },
};
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Monogram, orange' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
