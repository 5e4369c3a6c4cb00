import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { Switch } from './Switch';

const name = 'Allow guests to download photos';

const meta = {
  title: 'Design system/Forms/Switch',
  component: Switch,
  args: { label: name, onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name })).not.toBeChecked();
  },
};

/** A click on the label turns it on, as on the switch itself. */
export const On: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText(name));
    await expect(canvas.getByRole('switch', { name })).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardToggle: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

/** Controlled: the parent keeps the state and writes it out. */
export const Controlled: Story = {
  render: function ControlledSwitch(args) {
    const [on, setOn] = useState(false);
    return (
      <>
        <Switch {...args} checked={on} onCheckedChange={setOn} />
        <p>Downloads are {on ? 'allowed' : 'off'}.</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name }));
    await expect(canvas.getByText('Downloads are allowed.')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { label: 'Watermark previews', hint: 'Your logo on every photo guests see.', defaultChecked: true },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { label: 'Sell photos', error: 'Add a till number first' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Sell photos' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Add a till number first');
  },
};

export const Disabled: Story = {
  args: { label: 'Show on the landing page', disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show on the landing page' })).toBeDisabled();
  },
};

/** Right to left: the switch at the right of its label, and on, its thumb at the track's left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { defaultChecked: true, hint: 'They can save the full-size photo.' },
  play: async ({ canvas, canvasElement }) => {
    const control = canvas.getByRole('switch', { name });
    await expect(centreX(control)).toBeGreaterThan(centreX(canvas.getByText(name)));
    const thumb = canvasElement.querySelector('[role="switch"] > span') as Element;
    await expect(centreX(thumb)).toBeLessThan(centreX(control));
  },
};
