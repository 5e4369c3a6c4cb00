import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageViewport, screenMeta } from '../../testing/screen';

const privacyPage = pageViewport(1550);
const termsPage = pageViewport(1300);

import { PrivacyPolicyPage, TermsOfServicePage } from './pages';

const meta = {
  title: 'Screens/Policies',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const failing = () => Promise.reject(new Error('chunk failed to load'));

export const PrivacyPolicy: Story = {
  parameters: { ...privacyPage.parameters, screen: { route: '/privacy-policy' } },
  globals: privacyPage.globals,
  render: () => <PrivacyPolicyPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Last updated: 1st Jan, 2025')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible();
  },
};

export const PrivacyPolicyLoadError: Story = {
  parameters: { screen: { route: '/privacy-policy' } },
  render: () => <PrivacyPolicyPage load={failing} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load Cookie policy')).toBeVisible();
  },
};

export const CookiePolicy: Story = {
  parameters: { ...privacyPage.parameters, screen: { route: '/cookie-policy' } },
  globals: privacyPage.globals,
  render: () => <PrivacyPolicyPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible();
  },
};

export const CookiePolicyLoadError: Story = {
  parameters: { screen: { route: '/cookie-policy' } },
  render: () => <PrivacyPolicyPage load={failing} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load Cookie policy')).toBeVisible();
  },
};

export const TermsOfService: Story = {
  parameters: { ...termsPage.parameters, screen: { route: '/terms-of-service' } },
  globals: termsPage.globals,
  render: () => <TermsOfServicePage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Your content' })).toBeVisible();
  },
};

export const TermsOfServiceLoadError: Story = {
  parameters: { screen: { route: '/terms-of-service' } },
  render: () => <TermsOfServicePage load={failing} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load Terms of service')).toBeVisible();
  },
};
