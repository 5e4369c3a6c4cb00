import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon, SearchIcon } from '../internal/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Design system/Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Close', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Primary: Story = { args: { variant: 'primary', 'aria-label': 'Search', icon: <SearchIcon /> } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Subtle: Story = { args: { variant: 'subtle' } };
export const Danger: Story = { args: { variant: 'danger', 'aria-label': 'Delete photo' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="secondary" size="small" aria-label="Close small" />
      <IconButton {...args} variant="secondary" size="medium" aria-label="Close medium" />
      <IconButton {...args} variant="secondary" size="large" aria-label="Close large" />
    </div>
  ),
};
export const Focused: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/** `asChild`: a link with the icon button's look, its icon and its label. */
export const AsChild: Story = {
  args: {
    asChild: true,
    variant: 'secondary',
    'aria-label': 'Search photos',
    icon: <SearchIcon />,
    // biome-ignore lint/a11y/useAnchorContent: the icon button puts its icon and its label on the link.
    children: <a href="#search" />,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Search photos' });
    await expect(link).toHaveAttribute('data-ui', 'IconButton');
    await expect(link.querySelector('svg')).not.toBeNull();
  },
};
