import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { screenMeta } from '../../testing/screen';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPasswordPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { route: '/forgot-password' } },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send instructions' })).toBeDisabled();
  },
};

export const InstructionsSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'amani@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send instructions' }));
    await expect(await screen.findByText('Reset password instructions sent to your email')).toBeVisible();
  },
};
