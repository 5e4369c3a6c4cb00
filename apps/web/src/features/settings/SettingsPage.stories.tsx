import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { SIGNED_IN } from '../../testing/fakes';
import { atLayout, pageViewport, type ScreenParameters, screenMeta } from '../../testing/screen';
import { SettingsPage } from './SettingsPage';

const params: ScreenParameters = { route: '/settings', session: SIGNED_IN };

/** The whole page in the snapshot, 1200px wide and `height` tall, with this screen setup. */
const wholePage = (screen: ScreenParameters, height = 1450) => {
  const viewport = pageViewport(height);
  return { globals: viewport.globals, parameters: { ...viewport.parameters, screen } };
};

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
  ...wholePage(params),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  },
};

/** Change password: the reset link is mailed. */
export const PasswordResetSent: Story = {
  ...wholePage(params),
  play: async ({ canvas }) => {
    await canvas.findByText('ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await screen.findByText('Reset password instructions sent to your email')).toBeVisible();
  },
};

/** Delete account: the link is mailed, the user is told to check their e-mail. */
export const DeletionRequested: Story = {
  ...wholePage(params),
  play: async ({ canvas }) => {
    await canvas.findByText('ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByText(/Check your e-mail: we have sent you a link/)).toBeVisible();
  },
};

/** The deletion e-mail cannot be sent: the server's error in a toast. */
export const DeletionFailed: Story = {
  ...wholePage({
    ...params,
    handlers: [
      lenseMocks.initiateAccountDeletion({
        variant: 'error',
        error: { status: 429, error: 'Too many requests' },
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await screen.findByText('Too many requests')).toBeVisible();
  },
};

/** M-Pesa connected: its paybill number and Disconnect, never a secret. */
export const MpesaConnected: Story = {
  ...wholePage(params),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Disconnect M-Pesa' })).toBeVisible();
    await expect(canvas.getByText('174379')).toBeVisible();
  },
};

const notConnected = {
  ...params,
  handlers: [lenseMocks.mpesaAccount({ variant: 'empty' })],
} satisfies ScreenParameters;

/** No M-Pesa yet: the form for a paybill or till's Daraja keys, the secrets hidden. */
export const MpesaNotConnected: Story = {
  ...wholePage(notConnected, 1800),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Connect M-Pesa' })).toBeVisible();
    await expect(canvas.getByLabelText('Consumer secret')).toHaveAttribute('type', 'password');
  },
};

/** M-Pesa refuses the keys: its words under the form, every field still filled in. */
export const MpesaConnectFailed: Story = {
  ...wholePage(
    {
      ...notConnected,
      handlers: [
        ...notConnected.handlers,
        lenseMocks.connectMpesa({
          variant: 'error',
          error: { status: 422, error: 'M-Pesa refused these keys: check the consumer key and secret' },
        }),
      ],
    },
    1800,
  ),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Paybill number'), '174379');
    await userEvent.type(canvas.getByLabelText('Passkey'), 'bfb279f9aa9bdbcf');
    await userEvent.type(canvas.getByLabelText('Consumer key'), 'key-123');
    await userEvent.type(canvas.getByLabelText('Consumer secret'), 'secret-456');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect M-Pesa' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('M-Pesa refused these keys');
    await expect(canvas.getByLabelText('Paybill number')).toHaveValue('174379');
  },
};

/** A phone. */
export const Mobile: Story = {
  ...atLayout('mobile', params),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ada@example.com')).toBeVisible();
  },
};

const kiswahili = { ...params, locale: 'sw' } satisfies ScreenParameters;

/** In Kiswahili on a phone: the top of the page, its language chosen beside the colours. */
export const KiswahiliMobile: Story = {
  ...atLayout('mobile', kiswahili),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mipangilio', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
  },
};

/** In Kiswahili on a desktop: the top of the page, its language chosen beside the colours. */
export const KiswahiliDesktop: Story = {
  ...atLayout('desktop', kiswahili),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Lugha' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
  },
};
