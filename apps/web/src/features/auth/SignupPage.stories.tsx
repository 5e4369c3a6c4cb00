import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, type within } from 'storybook/test';
import { atLayout, screenMeta } from '../../testing/screen';
import { SignupPage } from './SignupPage';

const meta = {
  title: 'Screens/Auth/Signup',
  component: SignupPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { route: '/signup' } },
} satisfies Meta<typeof SignupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByLabelText('First name'), 'Amani');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Otieno');
  await userEvent.type(canvas.getByLabelText('E-mail'), 'amani@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  },
};

export const TermsUnticked: Story = {
  play: async ({ canvas }) => {
    await fill(canvas);
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  },
};

export const TermsTicked: Story = {
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  },
};

export const Failure: Story = {
  parameters: { screen: { route: '/signup', handlers: [lenseMocks.signup({ variant: 'error' })] } },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await screen.findByText('An error occurred, please try again later')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { screen: { route: '/signup', handlers: [lenseMocks.signup({ variant: 'slow' })] } },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    // Busy, and a second click sends nothing more.
    await expect(canvas.getByRole('button', { name: /Sign up/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(
      await screen.findByText('We have sent an email to confirm your signup to your email'),
    ).toBeVisible();
  },
};

/** Filled in Kiswahili with the terms ticked: the names side by side and the terms' links still fit. */
const termsTickedInKiswahili: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Fungua akaunti yako' })).toBeVisible();
  await userEvent.type(canvas.getByLabelText('Jina la kwanza'), 'Amani');
  await userEvent.type(canvas.getByLabelText('Jina la ukoo'), 'Otieno');
  await userEvent.type(canvas.getByLabelText('Barua pepe'), 'amani@example.com');
  await userEvent.type(canvas.getByLabelText('Nenosiri'), 'correct horse');
  await userEvent.click(canvas.getByRole('checkbox'));
  await expect(canvas.getByRole('link', { name: 'masharti ya huduma' })).toHaveAttribute(
    'href',
    '/terms-of-service',
  );
  await expect(canvas.getByRole('button', { name: 'Jisajili' })).toBeEnabled();
};

export const TermsTickedInKiswahiliOnMobile: Story = {
  ...atLayout('mobile', { route: '/signup', locale: 'sw' }),
  play: termsTickedInKiswahili,
};

export const TermsTickedInKiswahiliOnDesktop: Story = {
  ...atLayout('desktop', { route: '/signup', locale: 'sw' }),
  play: termsTickedInKiswahili,
};
