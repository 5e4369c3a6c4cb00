import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SIGNED_IN } from '../../testing/fakes';
import { pageViewport, screenMeta } from '../../testing/screen';

const whole = pageViewport(2100);

import { LandingPage } from './LandingPage';

const meta = {
  title: 'Screens/Landing',
  component: LandingPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, ...whole.parameters, screen: { route: '/home' } },
  globals: whole.globals,
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Your event, through everyone's lense" }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get started' })).toBeEnabled();
    for (const feature of [
      'Effortless uploading',
      'Easy sharing',
      'Collaborative memories',
      'Smart organization',
    ]) {
      await expect(canvas.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(canvas.getAllByText('Problem')).toHaveLength(6);
    // Only entries flagged for the landing page; one opens at a time and a click toggles it.
    await expect(canvas.queryByRole('button', { name: 'Can I sell my photos?' })).toBeNull();
    const first = canvas.getByRole('button', { name: 'What is Lense?' });
    const second = canvas.getByRole('button', { name: 'Is there a free trial?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/free trial of 30 days/)).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: { screen: { route: '/home', session: SIGNED_IN } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get started' })).toBeEnabled();
  },
};
