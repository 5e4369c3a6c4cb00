import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Design system/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'correct horse' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
export const Visible: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('correct horse');
    const toggle = canvas.getByRole('button', { name: 'Hide password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The snapshot shows the revealed password at rest: the focus ring's and the hover's anti-aliasing
    // at the field's corner vary between runs.
    await userEvent.unhover(toggle);
    toggle.blur();
  },
};
export const Empty: Story = { args: { defaultValue: undefined, placeholder: 'Enter your password' } };
export const WithHint: Story = { args: { label: 'New password', hint: 'At least 8 characters.' } };
export const ErrorState: Story = {
  name: 'Error',
  args: { label: 'Confirm password', error: 'Passwords do not match' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords do not match');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** Right to left: the show/hide toggle at the left end of the field. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(centreX(toggle)).toBeLessThan(centreX(canvas.getByLabelText('Password')));
  },
};
