import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { TextField } from './TextField';

const meta = {
  title: 'Design system/Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'amina@example.com');
    await expect(input).toHaveValue('amina@example.com');
  },
};
export const WithHint: Story = {
  args: { label: 'First name', type: 'text', placeholder: '', hint: 'As it should appear on your spaces.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'As it should appear on your spaces.',
    );
  },
};
export const Filled: Story = { args: { defaultValue: 'amina@example.com' } };
export const ErrorState: Story = {
  name: 'Error',
  args: { defaultValue: 'amina@', error: 'Please use a valid email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please use a valid email');
  },
};
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'amina@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
export const DateInput: Story = {
  args: { label: 'Start date', type: 'date', placeholder: undefined, defaultValue: '2026-07-10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-07-10');
  },
};

/** Adornments: text (or an icon) inside the frame, before and after the input. */
export const WithAdornments: Story = {
  args: {
    label: 'Guest upload limit',
    type: 'number',
    placeholder: undefined,
    defaultValue: '50',
    startAdornment: 'Up to',
    endAdornment: 'photos',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Guest upload limit' });
    await expect(centreX(canvas.getByText('Up to'))).toBeLessThan(centreX(input));
    await expect(centreX(canvas.getByText('photos'))).toBeGreaterThan(centreX(input));
  },
};

/** Right to left: the start adornment at the right, the end one at the left. */
export const RightToLeft: Story = {
  ...WithAdornments,
  decorators: [rightToLeft],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Guest upload limit' });
    await expect(centreX(canvas.getByText('Up to'))).toBeGreaterThan(centreX(input));
    await expect(centreX(canvas.getByText('photos'))).toBeLessThan(centreX(input));
  },
};
