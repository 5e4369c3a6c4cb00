import { buildOwnerGuestLink, lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { spaceHandler } from './fixtures';
import { guestLinkApi } from './guestFixtures';
import { at, inKiswahiliAt, type ManageScreen, manageMeta, onMobileAt } from './manageStory';

const meta = {
  title: 'Screens/Space management/Guest uploads',
  ...manageMeta,
} satisfies Meta<typeof ManageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const LINK_URL = buildOwnerGuestLink().url;

/** Guest uploads off: what they are and a button turning them on. */
export const GuestUploadsOff: Story = {
  ...at('guests', [spaceHandler(), lenseMocks.guestLink({ variant: 'empty' })], 900),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Guest uploads are off')).toBeVisible();
    await expect(
      canvas.getByText(
        'Guests scan a QR code and add their photos from their phone, no account or app needed.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn on guest uploads' })).toBeEnabled();
    await expect(canvas.getByRole('tab', { name: 'Guest uploads' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Guest uploads on: the link with a copy button, its QR code to print, the counts and the settings. */
export const GuestUploadsOn: Story = {
  ...at('guests', [spaceHandler()], 1300),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LINK_URL)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of the guest link' })).toBeVisible();
    await expect(canvas.getByText('photos received')).toBeVisible();
    await expect(canvas.getByLabelText('Password (optional)')).toHaveValue('');
    await expect(canvas.getByLabelText('Photos per guest')).toHaveValue('100');
    await expect(canvas.getByLabelText('Photos in all')).toHaveValue('5000');
    await expect(canvas.getByRole('button', { name: 'Turn off guest uploads' })).toBeVisible();
  },
};

/** Guest uploads on a phone (375px): the QR card, link and form stacked, nothing wider than the screen. */
export const GuestUploadsOnMobile: Story = {
  ...onMobileAt('guests', [spaceHandler()], 2150),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(LINK_URL)).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** A link with a password: the field asks for a new one, and 'Remove password' is offered. */
export const GuestUploadsWithPassword: Story = {
  ...at(
    'guests',
    [
      spaceHandler({ hideNewItems: true }),
      ...guestLinkApi(buildOwnerGuestLink({ has_password: true, max_uploads_per_guest: 50 })).handlers,
    ],
    1300,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('New password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Remove password' })).toBeEnabled();
    await expect(
      canvas.getByText("Guests' photos wait in 'To review' until you approve them."),
    ).toBeVisible();
  },
};

/** Turning guest uploads off asks first: the link and every guest's access stop at once. */
export const GuestUploadsTurnOffConfirm: Story = {
  ...at('guests', [spaceHandler()], 1300),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off guest uploads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off guest uploads?' });
    await expect(dialog).toHaveTextContent("The link and every guest's access stop at once");
    await expect(within(dialog).getByRole('button', { name: 'Turn off' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Saving failed: the message under the form, every value typed kept; an invalid value shows inline. */
export const GuestUploadsSaveError: Story = {
  ...at('guests', [spaceHandler(), lenseMocks.saveGuestLink({ variant: 'error' })], 1300),
  play: async ({ canvas }) => {
    const perGuest = await canvas.findByLabelText('Photos per guest');
    await userEvent.clear(perGuest);
    await userEvent.type(perGuest, '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(canvas.getByText('Enter a whole number from 1 to 10,000')).toBeVisible();
    await userEvent.clear(perGuest);
    await userEvent.type(perGuest, '25');
    await userEvent.type(canvas.getByLabelText('Password (optional)'), 'lake-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The settings were not saved.');
    await expect(perGuest).toHaveValue('25');
    await expect(canvas.getByLabelText('Password (optional)')).toHaveValue('lake-2026');
  },
};

/** Guest uploads on, in Kiswahili on a desktop (1280px): the link, its QR card, the counts and the settings. */
export const GuestUploadsKiswahili: Story = {
  ...inKiswahiliAt('guests', [spaceHandler()], 'desktop', 1300),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LINK_URL)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kiungo cha wageni' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Msimbo wa QR wa kiungo cha wageni' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hifadhi mipangilio' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zima upakiaji wa wageni' })).toBeVisible();
  },
};

/** Guest uploads on, in Kiswahili on a phone (375px): stacked, nothing wider than the screen. */
export const GuestUploadsKiswahiliMobile: Story = {
  ...inKiswahiliAt('guests', [spaceHandler()], 'mobile', 2300),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(LINK_URL)).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
