import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenMeta } from '../../testing/screen';
import { HelpPage } from './HelpPage';

const meta = { title: 'Screens/Help', component: HelpPage, ...screenMeta } satisfies Meta<typeof HelpPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
  },
};
