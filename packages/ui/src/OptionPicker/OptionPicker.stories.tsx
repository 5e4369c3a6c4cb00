import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { OptionPicker } from './OptionPicker';

const options = [
  { value: 'select', label: 'Select' },
  { value: 'upload', label: 'Upload' },
];

const meta = {
  title: 'Design system/Forms/OptionPicker',
  component: OptionPicker,
  args: { label: 'Banner source', options, onValueChange: fn() },
} satisfies Meta<typeof OptionPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Banner source' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Select' })).toBeChecked();
  },
};
export const Selected: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Upload' }));
    await expect(canvas.getByRole('radio', { name: 'Upload' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('upload');
  },
};
export const KeyboardArrows: Story = {
  parameters: {
    screenshot: {
      skip: "Chromium anti-aliases the focus outline's rounded corners differently from run to run; the play function asserts focus and selection, and the other stories cover the look.",
    },
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Select' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const upload = canvas.getByRole('radio', { name: 'Upload' });
    await expect(upload).toHaveFocus();
    await expect(upload).toBeChecked();
  },
};
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const ThreeOptions: Story = {
  args: {
    label: 'Panel',
    fullWidth: true,
    options: [
      { value: 'details', label: 'Details' },
      { value: 'banner', label: 'Banner' },
      { value: 'icon', label: 'Icon' },
    ],
  },
};
export const ErrorState: Story = {
  name: 'Error',
  args: { hint: 'Pick where the banner comes from.', error: 'Choose a banner first' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Banner source' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Pick where the banner comes from. Choose a banner first',
    );
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Upload' })).toBeDisabled();
  },
};

/** Right to left: the first option at the right; ArrowLeft moves on to the next. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('radio', { name: 'Select' });
    const second = canvas.getByRole('radio', { name: 'Upload' });
    await expect(centreX(first)).toBeGreaterThan(centreX(second));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('upload');
    // Without focus, so the picture does not depend on how a focus ring is drawn.
    second.blur();
  },
};
