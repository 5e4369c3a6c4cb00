import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { SIGNED_IN } from '../../testing/fakes';
import { atLayout, screenMeta } from '../../testing/screen';
import { SettingsPage } from './SettingsPage';

const params = { route: '/settings', session: SIGNED_IN };

const meta = {
  title: 'Screens/Settings',
  component: SettingsPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: params },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile (name, e-mail), password change and account deletion. */
export const Default: Story = {
  parameters: { screen: params },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  },
};

/** Change password: the reset link is mailed. */
export const PasswordResetSent: Story = {
  parameters: { screen: params },
  play: async ({ canvas }) => {
    await canvas.findByText('ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await screen.findByText('Reset password instructions sent to your email')).toBeVisible();
  },
};

/** Delete account: the link is mailed, the user is told to check their e-mail. */
export const DeletionRequested: Story = {
  parameters: { screen: params },
  play: async ({ canvas }) => {
    await canvas.findByText('ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByText(/Check your e-mail: we have sent you a link/)).toBeVisible();
  },
};

/** The deletion e-mail cannot be sent: the server's error in a toast. */
export const DeletionFailed: Story = {
  parameters: {
    screen: {
      ...params,
      handlers: [
        lenseMocks.initiateAccountDeletion({
          variant: 'error',
          error: { status: 429, error: 'Too many requests' },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await screen.findByText('Too many requests')).toBeVisible();
  },
};

/** A phone. */
export const Mobile: Story = {
  ...atLayout('mobile', params),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ada@example.com')).toBeVisible();
  },
};
