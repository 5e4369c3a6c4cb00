import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../stories/viewports';
import { checkoutPhotos } from '../storyImages/checkoutPhotos';
import { CheckoutForm } from './CheckoutForm';

const meta = {
  title: 'Design system/Checkout/CheckoutForm',
  component: CheckoutForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { photos: checkoutPhotos, onPay: fn() },
} satisfies Meta<typeof CheckoutForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The photos, the total, the M-Pesa number and the optional receipt e-mail. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'M-Pesa phone number' }), '0712 345 678');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Ksh 1,300' }));
    await expect(args.onPay).toHaveBeenCalledWith({ phone: '0712 345 678', email: undefined });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A number M-Pesa cannot prompt: said under the field, which keeps what was typed. */
export const InvalidPhone: Story = {
  name: 'Invalid phone',
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'M-Pesa phone number' });
    await userEvent.type(phone, '0812345678');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'amina@lense.example');
    await userEvent.click(canvas.getByRole('button', { name: /Pay/ }));
    await expect(canvas.getByText(/Enter an M-Pesa phone number such as/)).toBeVisible();
    await expect(phone).toHaveValue('0812345678');
    await expect(phone).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Pay pressed: the order is being made and the prompt sent. */
export const Paying: Story = {
  args: { paying: true, defaultPhone: '0712345678', defaultEmail: 'amina@lense.example' },
};

/** The last attempt was refused (the caller's message). */
export const Refused: Story = {
  args: {
    defaultPhone: '0712345678',
    error: 'Too many payment requests to this number. Wait a minute and try again.',
  },
};

/** The event's organiser has not opened sales: the prices, and no form. */
export const SalesNotOpen: Story = {
  name: 'Sales not open',
  args: { salesOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sales are not open yet')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** On a 375 px phone. */
export const Mobile: Story = { ...atViewport('lenseMobile'), args: { defaultPhone: '+254712345678' } };
