import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { atViewport } from '../stories/viewports';
import type { Sale } from './SalesTable';
import { SalesTable } from './SalesTable';

// Local dates, so the story reads the same in every time zone.
const sales: Sale[] = [
  {
    id: 'o4',
    status: 'paid',
    createdAt: new Date(2026, 10, 28, 14, 5),
    photos: 2,
    total: '1300.00',
    phone: '2547••••••78',
    receiptNumber: 'SKL4X9Q2MB',
  },
  {
    id: 'o3',
    status: 'pending',
    createdAt: new Date(2026, 10, 28, 13, 58),
    photos: 1,
    total: 500,
    phone: '2541••••••05',
  },
  {
    id: 'o2',
    status: 'refunded',
    createdAt: new Date(2026, 10, 27, 18, 20),
    photos: 3,
    total: '2100.00',
    phone: '2547••••••31',
    receiptNumber: 'SKJ2P7W1LC',
  },
  {
    id: 'o1',
    status: 'insufficient_funds',
    createdAt: new Date(2026, 10, 27, 9, 30),
    photos: 1,
    total: 800,
    phone: '2547••••••44',
  },
];

const meta = {
  title: 'Design system/Checkout/SalesTable',
  component: SalesTable,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { sales, onExportCsv: fn(), onMarkRefunded: fn() },
} satisfies Meta<typeof SalesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An organiser's orders, newest first; only the paid one can be marked refunded. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('table', { name: 'Sales: 4 orders' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /refunded/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 'Mark refunded' asks first: refunding ends the buyer's downloads. */
export const ConfirmRefund: Story = {
  name: 'Confirm refund',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark refunded: order SKL4X9Q2MB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order refunded?' });
    await expect(args.onMarkRefunded).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Mark refunded' })).toBeVisible();
  },
};

/** No orders yet. */
export const Empty: Story = {
  args: { sales: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No sales yet' })).toBeVisible();
  },
};

/** On a 375 px phone the table scrolls sideways (and takes the keyboard's arrows once focused). */
export const Mobile: Story = {
  ...atViewport('lenseMobile'),
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'Sales: 4 orders' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};
