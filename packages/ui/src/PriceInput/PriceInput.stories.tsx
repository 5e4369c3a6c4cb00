import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { PriceInput } from './PriceInput';

const meta = {
  title: 'Design system/Forms/PriceInput',
  component: PriceInput,
  args: { label: 'Price', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: '0.00' } };
export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price Ksh' });
    await userEvent.type(input, '1a5b0.5x0');
    await expect(input).toHaveValue('150.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('150.50', true);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
export const Pasted: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price Ksh' });
    await userEvent.click(input);
    await userEvent.paste('Ksh 2,500.00');
    await expect(input).toHaveValue('2500.00');
  },
};
export const InvalidPrice: Story = {
  args: { defaultValue: '12.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price Ksh' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid price');
  },
};
export const WithHint: Story = { args: { defaultValue: '500', hint: 'Leave empty for a free photo.' } };
export const Disabled: Story = {
  args: { defaultValue: '500', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price Ksh' })).toBeDisabled();
  },
};

/** Right to left: the currency at the right, its divider on its left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { defaultValue: '1500' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(centreX(canvas.getByText('Ksh'))).toBeGreaterThan(centreX(input));
  },
};
