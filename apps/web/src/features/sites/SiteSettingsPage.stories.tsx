import { lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { declareAppHost } from '../../testing/appHost';
import { SIGNED_IN } from '../../testing/fakes';
import { atLayout, type ScreenParameters, screenMeta } from '../../testing/screen';
import { STORY_SITES, sitesHandler, storyReads } from './fixtures';
import { SiteSettingsPage } from './SiteSettingsPage';

const SITE = STORY_SITES[0]!;

const screenAt = (
  option: string,
  handlers: ScreenParameters['handlers'] = [],
  siteId: string = SITE.id,
): ScreenParameters => ({
  route: `/sites/${siteId}/settings/${option}`,
  session: SIGNED_IN,
  handlers: [...(handlers ?? []), sitesHandler(), ...storyReads()],
});

const meta = {
  title: 'Screens/Sites/Settings',
  component: SiteSettingsPage,
  ...screenMeta,
  beforeEach: () => {
    screenMeta.beforeEach();
    return declareAppHost();
  },
  parameters: { ...screenMeta.parameters, screen: screenAt('details') },
  render: () => (
    <Routes>
      <Route path={paths.siteSettings.path} element={<SiteSettingsPage />} />
    </Routes>
  ),
} satisfies Meta<typeof SiteSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (option: string, handlers?: ScreenParameters['handlers'], siteId?: string) => ({
  parameters: { ...screenMeta.parameters, screen: screenAt(option, handlers, siteId) },
});

/** A small valid PNG file. */
const pngFile = (name = 'banner.png') =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

export const Details: Story = {
  ...at('details'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Weddings' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Update site details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Title')).toHaveValue('Ada Weddings');
    await expect(canvas.getByLabelText('Instagram username')).toHaveValue('ada.lovelace');
    await expect(canvas.getByText('ada-weddings.lense.co.ke')).toBeVisible();
  },
};

export const DetailsUpdated: Story = {
  ...at('details'),
  play: async ({ canvas }) => {
    const title = await canvas.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Ada & Co Weddings');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await screen.findByText('Details updated')).toBeVisible();
  },
};

export const DetailsInvalidEmail: Story = {
  ...at('details', [
    lenseMocks.updateSite({ variant: 'error', error: { status: 422, error: 'Please use a valid email' } }),
  ]),
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText('Contact e-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByText('Please use a valid email')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  ...at('details', [lenseMocks.sites({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your site' })).toBeVisible();
  },
};

export const UnknownSite: Story = {
  ...at('details', [], '00000000-0000-4000-8000-00000000dead'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Page not found!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sites' })).toHaveAttribute('href', '/sites');
  },
};

export const BannerSelect: Story = {
  ...at('banner'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Update site banner' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('radio', { name: 'Select' })).toBeChecked();
    await expect(await canvas.findByRole('button', { name: 'Mountains at dawn' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Sunset over the lake' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Mobile (375px): the banners in one column as wide as the screen. */
export const BannerSelectMobile: Story = {
  ...atLayout('mobile', screenAt('banner')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Mountains at dawn' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const BannerChosen: Story = {
  ...at('banner'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sunset over the lake' }));
    await expect(await screen.findByText('Site banner updated')).toBeVisible();
  },
};

export const BannerLoadError: Story = {
  ...at('banner', [lenseMocks.banners({ variant: 'error' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch sample banners')).toBeVisible();
  },
};

export const BannerUpload: Story = {
  ...at('banner'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Upload' }));
    await expect(canvas.getByText('Drag and drop a banner here')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a banner' })).toBeEnabled();
  },
};

export const BannerUploading: Story = {
  ...at('banner', [lenseMocks.presignedUrls({ variant: 'slow' })]),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Upload' }));
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, pngFile());
    await expect(await canvas.findByText('Uploading…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a banner' })).toBeDisabled();
  },
};

export const BannerUploadInvalid: Story = {
  ...at('banner'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Upload' }));
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      await canvas.findByText(
        'Please ensure you are uploading actual photos and each of their size is at most 30mbs',
      ),
    ).toBeVisible();
  },
};

export const IconSelect: Story = {
  ...at('icon'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Update site icon' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('button', { name: 'Camera' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Heart' })).toHaveAttribute('aria-pressed', 'false');
    // A tile without a description is named by its kind and place.
    await expect(canvas.getByRole('button', { name: 'Site icon 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** No icon yet: 'Upload an icon to use it on your site.' */
export const IconsEmpty: Story = {
  ...at('icon', [mockEndpoint('get', '/icons', { populated: { icons: [], has_more: false } })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Upload an icon to use it on your site.')).toBeVisible();
  },
};

export const IconChosen: Story = {
  ...at('icon'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Heart' }));
    await expect(await screen.findByText('Site icon updated')).toBeVisible();
  },
};

export const IconUpload: Story = {
  ...at('icon'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Upload' }));
    await expect(canvas.getByText('Drag and drop an icon here')).toBeVisible();
  },
};

export const IconLoadError: Story = {
  ...at('icon', [
    mockEndpoint('get', '/icons', { populated: { icons: [], has_more: false } }, { variant: 'error' }),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch sample icons')).toBeVisible();
    await expect(within(canvas.getByRole('tabpanel')).getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Kiswahili on a phone (375px): the details panel, its labels and its button. */
export const KiswahiliMobile: Story = {
  ...atLayout('mobile', { ...screenAt('details'), locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Weddings' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Sasisha maelezo ya tovuti' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Barua pepe ya mawasiliano')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hifadhi maelezo' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a desktop (1280px). */
export const KiswahiliDesktop: Story = {
  ...atLayout('desktop', { ...screenAt('details'), locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Weddings' })).toBeVisible();
    await expect(canvas.getByLabelText('Kichwa')).toHaveValue('Ada Weddings');
    await expect(canvas.getByRole('link', { name: 'Rudi kwenye tovuti' })).toBeVisible();
  },
};
