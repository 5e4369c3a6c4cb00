import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { screenMeta } from '../../testing/screen';
import { PasswordEditPage } from './PasswordEditPage';

const route = '/password/edit?reset_password_token=valid-token';

const meta = {
  title: 'Screens/Auth/PasswordEdit',
  component: PasswordEditPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { route } },
} satisfies Meta<typeof PasswordEditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('New password'), 'first secret');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'other secret');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
  },
};

export const Matching: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('New password'), 'first secret');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'first secret');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};

export const Changed: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('New password'), 'first secret');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'first secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await screen.findByText('Password changed successfully!')).toBeVisible();
  },
};

export const InvalidToken: Story = {
  parameters: {
    screen: {
      route,
      handlers: [
        lenseMocks.validateResetPasswordToken({
          variant: 'error',
          error: { status: 404, error: 'invalid token' },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error 404')).toBeVisible();
    await expect(canvas.getByText('Page not found!')).toBeVisible();
  },
};
