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

/** A viewport `width` wide and tall enough for a whole document: the snapshot only shows what lies inside it. */
function wholeDocument(width: number, height: number) {
  return {
    parameters: {
      viewport: {
        options: { page: { name: 'Whole page', styles: { width: `${width}px`, height: `${height}px` } } },
      },
    },
    globals: { viewport: { value: 'page', isRotated: false } },
  };
}

// Kiswahili's longer words make a taller document, the most on a phone.
const termsMobile = wholeDocument(375, 1850);
const termsDesktop = wholeDocument(1280, 1350);

/** The terms of service in Kiswahili on a phone (375px): the Kiswahili document, nothing wider than the phone. */
export const TermsOfServiceKiswahiliMobile: Story = {
  parameters: { ...termsMobile.parameters, screen: { route: '/terms-of-service', locale: 'sw' } },
  globals: termsMobile.globals,
  render: () => <TermsOfServicePage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Masharti ya huduma' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Maudhui yako' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The terms of service in Kiswahili on a desktop (1280px). */
export const TermsOfServiceKiswahiliDesktop: Story = {
  parameters: { ...termsDesktop.parameters, screen: { route: '/terms-of-service', locale: 'sw' } },
  globals: termsDesktop.globals,
  render: () => <TermsOfServicePage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ilisasishwa mwisho: 1 Januari 2025')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Mabadiliko na mawasiliano' }),
    ).toBeVisible();
  },
};
