import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyLinkButton } from './CopyLinkButton';

const meta = {
  title: 'Design system/Actions/CopyLinkButton',
  component: CopyLinkButton,
  args: {
    value: 'https://lense.example/spaces/42/view',
    copy: fn(async () => {}),
    onCopied: fn(),
    onError: fn(),
  },
} satisfies Meta<typeof CopyLinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to copy. */
export const Idle: Story = {};

/** Waiting for the clipboard. */
export const Copying: Story = {
  args: { copy: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Copy link/ }));
    await expect(canvas.getByRole('button')).toHaveAttribute('data-state', 'copying');
  },
};

/** Copied: stays for 3 s, then returns to idle. */
export const Copied: Story = {
  args: { resetAfter: 60_000 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Copy link/ }));
    await waitFor(() => expect(canvas.getByRole('button')).toHaveTextContent('Link copied'));
    await expect(args.copy).toHaveBeenCalledWith('https://lense.example/spaces/42/view');
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
  },
};

/** A clipboard failure returns to idle. */
export const Failed: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Copy link/ }));
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button')).toHaveAttribute('data-state', 'idle');
  },
};
