import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QRCode } from './QRCode';

const meta = {
  title: 'Design system/Data display/QRCode',
  component: QRCode,
  args: { value: 'https://lense.example/spaces/42/view' },
} satisfies Meta<typeof QRCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A space link at the default size. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code for https://lense.example/spaces/42/view' }),
    ).toBeInTheDocument();
  },
};

/** With the link as a caption. */
export const WithCaption: Story = {
  args: { caption: 'https://lense.example/spaces/42/view', size: 240 },
};

/** High error correction, brand colour. */
export const HighCorrection: Story = {
  args: { level: 'H', color: '#312e81', label: 'QR code of the space' },
};
