import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { screenMeta } from '../../testing/screen';
import { FaqPage } from './FaqPage';

const meta = {
  title: 'Screens/FAQ',
  component: FaqPage,
  ...screenMeta,
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(await canvas.findAllByRole('button')).toHaveLength(7);
  },
};

export const ItemOpen: Story = {
  play: async ({ canvas }) => {
    const question = await canvas.findByRole('button', { name: 'How are payments processed?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/PCI DSS-compliant payment gateways/)).toBeVisible();
  },
};

export const ItemClosedAgain: Story = {
  play: async ({ canvas }) => {
    const question = await canvas.findByRole('button', { name: 'How are payments processed?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    // A second click on the open item toggles it closed: every entry is closed again.
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/PCI DSS-compliant payment gateways/)).not.toBeInTheDocument();
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

/** While the API's answer is on its way. */
export const Loading: Story = {
  parameters: { screen: { handlers: [lenseMocks.faqs({ variant: 'slow' })] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading questions' })).toBeVisible();
  },
};

/** When the FAQ cannot be loaded: the error view with Reload. */
export const LoadError: Story = {
  parameters: { screen: { handlers: [lenseMocks.faqs({ variant: 'error' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};
