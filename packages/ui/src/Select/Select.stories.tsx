import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { rightToLeft } from '../stories/rightToLeft';
import { Select } from './Select';

const options = [
  { value: 'top-left', label: 'Top left' },
  { value: 'center', label: 'Centre' },
  { value: 'bottom-right', label: 'Bottom right' },
];

const meta = {
  title: 'Design system/Forms/Select',
  component: Select,
  args: { label: 'Watermark position', options, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Watermark position' });
    await userEvent.selectOptions(select, 'Centre');
    await expect(select).toHaveValue('center');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Placeholder: Story = { args: { placeholder: 'Choose a position', defaultValue: '' } };
export const WithHint: Story = { args: { hint: 'Where the watermark sits on each photo.' } };
export const ErrorState: Story = {
  name: 'Error',
  args: { placeholder: 'Choose a position', defaultValue: '', error: 'Pick a position' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Watermark position' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Pick a position');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Watermark position' })).toBeDisabled();
  },
};

/** Right to left: the text from the right, the chevron at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Watermark position' });
    // The room kept for the chevron is on the left.
    await expect(getComputedStyle(select).paddingLeft).toBe('36px');
  },
};
