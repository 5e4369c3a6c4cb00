import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { checkoutPhotos } from '../storyImages/checkoutPhotos';
import { Cart } from './Cart';

const meta = {
  title: 'Design system/Checkout/Cart',
  component: Cart,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { photos: checkoutPhotos, onRemove: fn(), onCheckout: fn() },
} satisfies Meta<typeof Cart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two photos, their prices and the total; each can be removed. */
export const Items: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ksh 1,300')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Dancing at sunset' }));
    await expect(args.onRemove).toHaveBeenCalledWith('p1');
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Nothing chosen yet. */
export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
  },
};

/** On a 375 px phone. */
export const Mobile: Story = { ...atViewport('lenseMobile') };

/** Right to left: thumbnails at the right, prices and Remove at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvas }) => {
    const price = canvas.getByText('Ksh 500');
    const name = canvas.getByText('Dancing at sunset');
    await expect(centreX(name)).toBeGreaterThan(centreX(price));
  },
};
