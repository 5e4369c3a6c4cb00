import { HttpResponse, http, lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, type within } from 'storybook/test';
import { atLayout, screenMeta } from '../../testing/screen';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { route: '/login' } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByLabelText('E-mail'), 'amani@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await fill(canvas);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  parameters: { screen: { route: '/login', handlers: [lenseMocks.login({ variant: 'slow' })] } },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  parameters: {
    screen: {
      route: '/login',
      handlers: [
        lenseMocks.login({ variant: 'error', error: { status: 401, error: 'Invalid email or password' } }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByText('Invalid email or password')).toBeVisible();
  },
};

/** An error without a message of its own (a gateway's page, not the API's JSON): the generic toast. */
export const GenericError: Story = {
  parameters: {
    screen: {
      route: '/login',
      handlers: [http.post('*/api/login', () => new HttpResponse('Bad gateway', { status: 502 }))],
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByText('An error occurred, please try again later')).toBeVisible();
  },
};

export const ThirdPartyFailed: Story = {
  // The provider is not configured: the sign-in fails cleanly.
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await screen.findByText('Login failed')).toBeVisible();
  },
};

/** Filled in Kiswahili: the labels, links and buttons in the reader's words, the longer ones included. */
const filledInKiswahili: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Ingia' })).toBeVisible();
  await userEvent.type(canvas.getByLabelText('Barua pepe'), 'amani@example.com');
  await userEvent.type(canvas.getByLabelText('Nenosiri'), 'correct horse');
  await expect(canvas.getByRole('button', { name: 'Ingia' })).toBeEnabled();
  await expect(canvas.getByRole('button', { name: 'Endelea na Google' })).toBeEnabled();
  await expect(canvas.getByRole('link', { name: 'Jisajili' })).toHaveAttribute('href', '/signup');
};

export const FilledInKiswahiliOnMobile: Story = {
  ...atLayout('mobile', { route: '/login', locale: 'sw' }),
  play: filledInKiswahili,
};

export const FilledInKiswahiliOnDesktop: Story = {
  ...atLayout('desktop', { route: '/login', locale: 'sw' }),
  play: filledInKiswahili,
};
