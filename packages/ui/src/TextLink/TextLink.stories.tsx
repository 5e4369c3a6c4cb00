import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, userEvent } from 'storybook/test';
import { TextLink } from './TextLink';

const meta = {
  title: 'Design system/Actions/TextLink',
  component: TextLink,
  args: { href: '#forgot', children: 'Forgot password' },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '#forgot');
  },
};
export const Muted: Story = { args: { variant: 'muted', children: 'Terms of service', href: '#terms' } };
export const InSentence: Story = {
  render: () => (
    <p>
      Don't have an account? <TextLink href="#signup">Sign up</TextLink>
    </p>
  ),
};
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot password' })).toHaveFocus();
  },
};

// Stands in for a router link: any component taking `to`.
function FakeRouterLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...rest} />;
}
export const AsRouterLink: Story = {
  render: () => (
    <TextLink asChild>
      <FakeRouterLink to="/signup">Sign up</FakeRouterLink>
    </TextLink>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  },
};
