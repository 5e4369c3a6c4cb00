import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SIGNED_IN } from '../../testing/fakes';
import { screenMeta } from '../../testing/screen';
import { LandingPage } from './LandingPage';

/**
 * A viewport `width` wide and tall enough for the whole page: the snapshot only shows what lies inside the
 * viewport, and a lazy photo outside it would never load.
 */
function wholePage(width: number, height: number) {
  return {
    parameters: {
      viewport: {
        options: { page: { name: 'Whole page', styles: { width: `${width}px`, height: `${height}px` } } },
      },
    },
    globals: { viewport: { value: 'page', isRotated: false } },
  };
}

const desktop = wholePage(1280, 3100);

const meta = {
  title: 'Screens/Landing',
  component: LandingPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, ...desktop.parameters, screen: { route: '/home' } },
  globals: desktop.globals,
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop (1280px): the text beside the photos, the gallery, problems and solutions, features, FAQ. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Your event, through everyone's lense" }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get started' })).toBeEnabled();
    await expect(canvas.getByRole('img', { name: /evening garden reception/ })).toBeVisible();
    for (const feature of [
      'Effortless uploading',
      'Easy sharing',
      'Collaborative memories',
      'Smart organization',
    ]) {
      await expect(canvas.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(canvas.getAllByText('Problem')).toHaveLength(6);
    // Only entries flagged for the landing page; one opens at a time and a click toggles it.
    await expect(canvas.queryByRole('button', { name: 'Can I sell my photos?' })).toBeNull();
    const first = await canvas.findByRole('button', { name: 'What is Lense?' });
    const second = canvas.getByRole('button', { name: 'Is there a free trial?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/free trial of 30 days/)).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: { screen: { route: '/home', session: SIGNED_IN } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get started' })).toBeEnabled();
  },
};

/** A phone (375px): the text, then the hero photo, then the gallery in rows of two. */
export const SignedOutMobile: Story = {
  ...wholePage(375, 4500),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Your event, through everyone's lense" }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Event photos' })).toBeVisible();
    // Nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

const swahiliMobile = wholePage(375, 4700);

/** Kiswahili on a phone (375px): the longer words still fit the hero and the cards. */
export const KiswahiliMobile: Story = {
  ...swahiliMobile,
  parameters: { ...swahiliMobile.parameters, screen: { route: '/home', locale: 'sw' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tukio lako, kupitia lenzi ya kila mtu' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anza sasa' })).toBeEnabled();
    await canvas.findByRole('button', { name: 'Lense ni nini?' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

// Kiswahili's longer sentences make a taller page.
const swahiliDesktop = wholePage(1280, 3400);

/** Kiswahili on a desktop (1280px). */
export const KiswahiliDesktop: Story = {
  ...swahiliDesktop,
  parameters: { ...swahiliDesktop.parameters, screen: { route: '/home', locale: 'sw' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vipengele vikuu' })).toBeVisible();
    await expect(canvas.getAllByText('Tatizo')).toHaveLength(6);
    // The FAQ comes from the API in the reader's language.
    await canvas.findByRole('button', { name: 'Lense ni nini?' });
  },
};
