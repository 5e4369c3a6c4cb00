import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { screenMeta } from '../../testing/screen';
import { ConfirmationPage } from './ConfirmationPage';

const route = '/confirmation?confirmation_token=mailed-token';

const meta = {
  title: 'Screens/Account/Confirmation',
  component: ConfirmationPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { route } },
} satisfies Meta<typeof ConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The token from the address is being checked: 'Confirminging your email...'. */
export const Confirming: Story = {
  parameters: { screen: { route, handlers: [lenseMocks.confirmEmail({ variant: 'slow' })] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Confirminging your email...')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Confirminging your email...' })).toBeInTheDocument();
  },
};

/** Confirmed: the message and a link to sign in. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByText(/Your email address has been successfully confirmed\./)).toBeVisible();
  },
};

/** An unknown or used token: the error state, with a form to send a new link. */
export const Failed: Story = {
  parameters: {
    screen: {
      route,
      handlers: [
        lenseMocks.confirmEmail({
          variant: 'error',
          error: { status: 404, error: 'invalid confirmation token' },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'We could not confirm your email' }),
    ).toBeVisible();
    await expect(await screen.findByText('An error occurred, please try again later')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a new link' })).toBeDisabled();
  },
};

/** A new confirmation link was requested from the error state. */
export const NewLinkSent: Story = {
  parameters: { screen: { route: '/confirmation' } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'amani@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }));
    await expect(
      await screen.findByText('We have sent an email to confirm your signup to your email'),
    ).toBeVisible();
  },
};
