import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorView } from './ErrorView';

const meta = {
  title: 'Design system/Feedback/ErrorView',
  component: ErrorView,
  args: {
    message: 'Failed to fetch space',
    supportEmail: 'support@lense.example',
    onReload: fn(),
    onHome: fn(),
  },
} satisfies Meta<typeof ErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default title with a Reload button. */
export const Reload: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'support@lense.example' })).toHaveAttribute(
      'href',
      'mailto:support@lense.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** A Home button instead of Reload. */
export const Home: Story = {
  args: { action: 'home', message: 'Failed to fetch your spaces' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Home' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Reload' })).toBeNull();
  },
};

/** A custom title, no support address. */
export const CustomTitle: Story = {
  args: { title: 'Failed to load Cookie policy', message: undefined, supportEmail: undefined },
};
