import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atLayout, screenMeta } from '../../testing/screen';
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

/** Kiswahili on a phone (375px): the API's entries in Kiswahili, one of them open. */
export const KiswahiliMobile: Story = {
  ...atLayout('mobile', { route: '/faq', locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Maswali yanayoulizwa mara kwa mara' }),
    ).toBeVisible();
    const question = await canvas.findByRole('button', { name: 'Malipo hushughulikiwa vipi?' });
    await userEvent.click(question);
    await expect(canvas.getByText(/Hatuhifadhi kamwe maelezo ya kadi yako/)).toBeVisible();
    // Nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a desktop (1280px). */
export const KiswahiliDesktop: Story = {
  ...atLayout('desktop', { route: '/faq', locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('button')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Lense ni nini?' })).toBeVisible();
    await expect(canvas.getByText(/Yote unayohitaji kujua/)).toBeVisible();
  },
};
