import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Design system/Actions/Button',
  component: Button,
  args: { children: 'Get started', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Learn more' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete space' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </div>
  ),
};
export const Loading: Story = {
  args: { loading: true, children: 'Signing in' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Signing in/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = {
  args: { disabled: true, children: 'Sign up' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  },
};
export const Muted: Story = { args: { muted: true, variant: 'secondary', children: 'Upgrade plan' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign in' } };

/** `asChild`: the child link takes the button's look and props (a router link works the same way). */
export const AsChild: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#plans">See plans</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See plans' });
    await expect(link).toHaveAttribute('data-ui', 'Button');
    await expect(link).not.toHaveAttribute('type');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
