import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ErrorBoundary } from './ErrorBoundary';

function Exploding() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('Rendering failed');
  return <Button onClick={() => setBroken(true)}>Break this view</Button>;
}

function Broken(): never {
  throw new Error('Rendering failed');
}

const meta = {
  title: 'Design system/Feedback/ErrorBoundary',
  component: ErrorBoundary,
  args: { onHome: fn(), onReload: fn(), onError: fn() },
} satisfies Meta<typeof ErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Healthy content renders as usual. */
export const Normal: Story = {
  args: { children: <p>Everything is fine.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Everything is fine.')).toBeInTheDocument();
  },
};

/** A rendering error switches to the fallback, which stays after Home and Reload are pressed. */
export const Failed: Story = {
  args: { children: <Exploding /> },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Break this view' }));
    await expect(await canvas.findByText('Oops! Something went wrong')).toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Home' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Oops! Something went wrong')).toBeInTheDocument();
  },
};

/** Content that fails on its first render. */
export const FailedOnMount: Story = {
  args: { children: <Broken /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops! Something went wrong');
  },
};
