import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Design system/Forms/Textarea',
  component: Textarea,
  args: { label: 'Description', placeholder: 'Tell guests about the event' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(box, 'Wedding at the lake');
    await expect(box).toHaveValue('Wedding at the lake');
  },
};
export const WithHint: Story = { args: { hint: 'Shown on the public space page.' } };
export const ErrorState: Story = {
  name: 'Error',
  args: { label: 'Comment', error: 'Comment is too long', defaultValue: 'A very long comment' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Comment is too long');
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked while publishing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};
