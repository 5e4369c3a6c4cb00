import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { PaymentStatus } from './PaymentStatus';

const meta = {
  title: 'Design system/Checkout/PaymentStatus',
  component: PaymentStatus,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { status: 'pending', phone: '2547••••••78', onRetry: fn() },
} satisfies Meta<typeof PaymentStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The prompt is on the buyer's phone. */
export const AwaitingPin: Story = {
  name: 'Awaiting PIN',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Check your phone and enter your M-Pesa PIN')).toBeVisible();
    await expect(canvas.getByText('We sent a payment request to 2547••••••78.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const Paid: Story = {
  args: { status: 'paid', receiptNumber: 'SKL4X9Q2MB', orderHref: '#order' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('M-Pesa receipt SKL4X9Q2MB')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your photos' })).toHaveAttribute('href', '#order');
  },
};

/** Try again re-uses the order. */
const retries = async ({ canvas, args }: Parameters<NonNullable<Story['play']>>[0]) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
  (document.activeElement as HTMLElement | null)?.blur();
};

/** The buyer cancelled the prompt on the phone. */
export const Cancelled: Story = { args: { status: 'cancelled' }, play: retries };
export const InsufficientFunds: Story = {
  name: 'Insufficient funds',
  args: { status: 'insufficient_funds' },
  play: retries,
};
export const TimedOut: Story = { name: 'Timed out', args: { status: 'timed_out' }, play: retries };
/** With M-Pesa's own words. */
export const Failed: Story = {
  args: { status: 'failed', detail: 'The initiator information is invalid.' },
  play: retries,
};
export const Expired: Story = { args: { status: 'expired' }, play: retries };
/** Retrying: the button is busy. */
export const Retrying: Story = { args: { status: 'timed_out', retrying: true } };
export const Refunded: Story = {
  args: { status: 'refunded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This order was refunded')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a 375 px phone, waiting for the PIN. */
export const Mobile: Story = { ...atViewport('lenseMobile') };

/** Right to left: the coloured edge and the mark at the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { status: 'insufficient_funds' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Not enough money in M-Pesa' });
    const mark = title.closest('[role="status"]')?.firstElementChild as Element;
    await expect(centreX(mark)).toBeGreaterThan(centreX(title));
  },
};
