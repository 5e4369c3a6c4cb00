import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PanelLayout } from './PanelLayout';

const box = { padding: 16, border: '1px solid #d1d5db', borderRadius: 8 };

const meta = {
  title: 'Design system/Layout/PanelLayout',
  component: PanelLayout,
  args: {
    options: <div style={box}>Options</div>,
    children: <div style={box}>Content</div>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PanelLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Options on the left, content on the right. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const options = canvas.getByText('Options');
    const content = canvas.getByText('Content');
    await expect(options.getBoundingClientRect().right).toBeLessThan(content.getBoundingClientRect().left);
  },
};

/** At 768px and below the panes stack, options first. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas }) => {
    const options = canvas.getByText('Options');
    const content = canvas.getByText('Content');
    await expect(options.getBoundingClientRect().bottom).toBeLessThan(content.getBoundingClientRect().top);
  },
};
