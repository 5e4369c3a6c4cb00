import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { TextLink } from '../TextLink';
import { Checkbox } from './Checkbox';

const terms = (
  <>
    I agree to the <TextLink href="#terms-of-service">terms of service</TextLink> and{' '}
    <TextLink href="#privacy-policy">privacy policy</TextLink>
  </>
);
const name = 'I agree to the terms of service and privacy policy';

const meta = {
  title: 'Design system/Forms/Checkbox',
  component: Checkbox,
  args: { label: terms, onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      '#terms-of-service',
    );
  },
};
export const Checked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};
export const WithHint: Story = {
  args: { label: 'Send me the monthly newsletter', hint: 'One e-mail a month, unsubscribe any time.' },
};
export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Please accept the terms to continue' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the terms to continue');
  },
};
export const Disabled: Story = {
  args: { label: 'Show on the landing page', disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Show on the landing page' })).toBeDisabled();
  },
};

/** Right to left: the box at the right, the label and the hint under it to its left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { hint: 'You can read them again at any time.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name });
    await expect(centreX(box)).toBeGreaterThan(
      centreX(canvas.getByText('You can read them again at any time.')),
    );
  },
};
