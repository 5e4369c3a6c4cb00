import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenMeta } from '../../testing/screen';
import { ClosurePage } from './ClosurePage';

const meta = {
  title: 'Screens/Closure',
  component: ClosurePage,
  ...screenMeta,
} satisfies Meta<typeof ClosurePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Deleted' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@lense.app',
    );
  },
};
