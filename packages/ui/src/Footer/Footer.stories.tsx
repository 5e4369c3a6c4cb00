import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../stories/viewports';
import { Footer } from './Footer';

const meta = {
  title: 'Design system/Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubscribe: fn(),
    supportEmail: 'support@lense.example',
    phone: '+254 700 000 000',
    socials: [
      { name: 'Twitter', href: 'https://twitter.com/lense' },
      { name: 'Instagram', href: 'https://instagram.com/lense' },
      { name: 'LinkedIn', href: 'https://linkedin.com/company/lense' },
      { name: 'Facebook', href: 'https://facebook.com/lense' },
    ],
    // A fixed year, so the snapshot never changes with the clock.
    year: 2026,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: newsletter, quick links and contact side by side. */
export const Desktop: Story = {
  ...atViewport('lenseDesktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await expect(canvas.getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute(
      'href',
      'tel:+254700000000',
    );
    await expect(canvas.getByRole('list', { name: 'Social media' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Lense. All rights reserved.')).toBeVisible();
  },
};

/** Tablet: the newsletter above two columns. */
export const Tablet: Story = { ...atViewport('lenseTablet') };

/** Mobile: one column. */
export const Mobile: Story = { ...atViewport('lenseMobile') };

/** A bad address shows 'Please use a valid email'. */
export const InvalidEmail: Story = {
  ...atViewport('lenseDesktop'),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'amina@lense');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('Please use a valid email')).toBeVisible();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/** A valid address goes to onSubscribe. */
export const Subscribed: Story = {
  ...atViewport('lenseDesktop'),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'amina@lense.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('amina@lense.example');
  },
};

/** The request is on its way. */
export const Subscribing: Story = { ...atViewport('lenseDesktop'), args: { subscribing: true } };

/** Headings and the copyright line given by the app, e.g. in another language. */
export const CustomStrings: Story = {
  ...atViewport('lenseDesktop'),
  args: {
    newsletterHeading: 'Wasiliana nasi',
    quickLinksHeading: 'Viungo vya haraka',
    contactHeading: 'Mawasiliano',
    socialsLabel: 'Mitandao ya kijamii',
    copyright: (year: number) => `© ${year} Lense. Haki zote zimehifadhiwa.`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Viungo vya haraka' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Mawasiliano' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Lense. Haki zote zimehifadhiwa.')).toBeVisible();
  },
};

/** Right to left: the columns, icons and padding mirror; the address and the number still read left to right. */
export const RightToLeft: Story = {
  ...atViewport('lenseDesktop'),
  args: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute('dir', 'ltr');
  },
};

/** Right to left on a phone. */
export const RightToLeftMobile: Story = {
  ...atViewport('lenseMobile'),
  args: { dir: 'rtl' },
};
