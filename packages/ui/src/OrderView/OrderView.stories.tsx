import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../stories/viewports';
import { checkoutPhotos } from '../storyImages/checkoutPhotos';
import { OrderView } from './OrderView';

const meta = {
  title: 'Design system/Checkout/OrderView',
  component: OrderView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    status: 'paid',
    receiptNumber: 'SKL4X9Q2MB',
    // Local dates, so the story reads the same in every time zone.
    paidAt: new Date(2026, 10, 28, 14, 5),
    downloadsUntil: new Date(2026, 11, 28, 14, 5),
    downloadAllHref: '#zip',
    photos: checkoutPhotos.map((photo) => ({ ...photo, downloadHref: `#${photo.id}` })),
  },
} satisfies Meta<typeof OrderView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: a download per photo, all of them as a zip, and until when. */
export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download Dancing at sunset' })).toHaveAttribute(
      'href',
      '#p1',
    );
    await expect(canvas.getByRole('link', { name: 'Download all' })).toHaveAttribute('href', '#zip');
    await expect(canvas.getByText('Downloads work until 28 Dec 2026')).toBeVisible();
  },
};

/** Refunded: the downloads have ended. */
export const Refunded: Story = {
  args: { status: 'refunded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This order was refunded, so its downloads have ended.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** On a 375 px phone. */
export const Mobile: Story = { ...atViewport('lenseMobile') };
