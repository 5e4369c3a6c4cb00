import { lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths, type SiteSettingsOption } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { accent } from '../../i18n/pseudo';
import { publishedSitesHost } from '../../lib/siteHost';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import {
  STORY_BANNERS,
  STORY_COLLECTIONS,
  STORY_ICONS,
  STORY_SITES,
  sitesHandler,
  storyReads,
} from './fixtures';
import { SiteImagePanel } from './SiteImagePanel';
import { SiteSettingsPage } from './SiteSettingsPage';
import { SitesPage } from './SitesPage';

const SITE = STORY_SITES[0]!;
const HOST = publishedSitesHost();

/** What the fixtures show as they are in every language: the sites', collections' and images' own words. */
const DATA = [
  ...STORY_SITES.flatMap((site) => [site.name, site.title ?? '', site.description ?? '']),
  ...STORY_SITES.map((site) => `${site.name}.${HOST}`),
  HOST,
  ...STORY_COLLECTIONS.map((collection) => collection.name),
  ...[...STORY_BANNERS, ...STORY_ICONS].flatMap((image) => (image.description ? [image.description] : [])),
  // The initial of a site without an icon, and the icon of the error view and of the dialogs.
  'n',
  '!',
].filter((text) => text !== '');

const untranslated = (extra: string[] = []) => untranslatedTexts(document.body, [...DATA, ...extra]);
const flush = () => act(async () => {});
/** Matches an English text as the pseudo-language writes it, inside its marks. */
const marked = (english: string) => new RegExp(accent(english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

function renderList(handlers: MockHandlers = [], locale: DisplayLocale = 'pseudo') {
  return renderWithApp(<SitesPage />, {
    path: paths.sites(),
    session: SIGNED_IN,
    handlers: [...handlers, sitesHandler(), ...storyReads()],
    locale,
  });
}

function renderSettings(
  option: SiteSettingsOption,
  handlers: MockHandlers = [],
  locale: DisplayLocale = 'pseudo',
  siteId = SITE.id,
) {
  return renderWithApp(
    <Routes>
      <Route path={paths.siteSettings.path} element={<SiteSettingsPage />} />
    </Routes>,
    {
      path: paths.siteSettings(siteId, option),
      session: SIGNED_IN,
      handlers: [...handlers, sitesHandler(), ...storyReads()],
      locale,
    },
  );
}

/** The 'new site' button, once the collections and the plan are known. */
async function newSiteButton() {
  const buttons = await screen.findAllByRole('button', { name: marked('new site') });
  const button = buttons[0]!;
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** The card of the first site, its options menu open. */
async function openOptions() {
  const card = (await screen.findByRole('heading', { level: 3, name: SITE.title! })).closest(
    'article',
  ) as HTMLElement;
  fireEvent.click(within(card).getAllByRole('button')[0]!);
  return within(card);
}

describe('the sites screens come from the catalogues', () => {
  it('the list of sites, a card’s options menu and the delete confirmation', async () => {
    renderList();
    const card = await openOptions();
    expect(untranslated()).toEqual([]);
    fireEvent.click(card.getAllByRole('button').at(-1)!);
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
  });

  it('the list while it loads, when it is empty and when it fails', async () => {
    const loading = renderList([lenseMocks.sites({ variant: 'slow' })]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    loading.unmount();

    const empty = renderList([lenseMocks.sites({ variant: 'empty' })]);
    await screen.findByRole('heading', { level: 2 });
    await newSiteButton();
    expect(untranslated()).toEqual([]);
    empty.unmount();

    renderList([lenseMocks.sites({ variant: 'error' })]);
    await screen.findByText(accent('Failed to fetch data'), { exact: false });
    expect(untranslated(['support@lense.app'])).toEqual([]);
  });

  it('the create-site panel: its address hint, a refused name, an available one and a missing collection', async () => {
    renderList();
    fireEvent.click(await newSiteButton());
    const panel = within(await screen.findByRole('region', { name: marked('Create a new site') }));
    expect(untranslated()).toEqual([]);

    const name = panel.getAllByRole('textbox')[0]!;
    fireEvent.change(name, { target: { value: 'my site' } });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(untranslated(['my site'])).toEqual([]);

    fireEvent.change(name, { target: { value: 'mwangi-gallery' } });
    expect(untranslated(['mwangi-gallery'])).toEqual([]);
    await panel.findByText(accent('name available'), { exact: false }, { timeout: 4000 });
    fireEvent.submit(name.closest('form')!);
    await flush();
    expect(panel.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    expect(untranslated(['mwangi-gallery'])).toEqual([]);
  });

  it('the create-site panel’s toasts: a failed check, the plan gate and a created site', async () => {
    const failedCheck = renderWithApp(<SitesPage />, {
      path: paths.sites(),
      session: SIGNED_IN,
      locale: 'pseudo',
      handlers: [
        mockEndpoint('get', '/sites', {
          populated: (request) => {
            if (new URL(request.url).searchParams.has('name')) throw new Error('network down');
            return { sites: STORY_SITES };
          },
        }),
        ...storyReads(),
      ],
    });
    fireEvent.click(await newSiteButton());
    const name = within(
      await screen.findByRole('region', { name: marked('Create a new site') }),
    ).getAllByRole('textbox')[0]!;
    fireEvent.change(name, { target: { value: 'mwangi-gallery' } });
    await screen.findByText(accent('Failed to confirm availabilty'), { exact: false }, { timeout: 4000 });
    expect(untranslated(['mwangi-gallery'])).toEqual([]);
    failedCheck.unmount();

    const gated = renderList([
      lenseMocks.createSite({
        variant: 'error',
        error: { status: 403, error: 'Please upgrade your plan to perform this action' },
      }),
    ]);
    fireEvent.click(await newSiteButton());
    const panel = within(await screen.findByRole('region', { name: marked('Create a new site') }));
    fireEvent.change(panel.getAllByRole('textbox')[0]!, { target: { value: 'second-site' } });
    fireEvent.change(panel.getByRole('combobox'), { target: { value: STORY_COLLECTIONS[0]!.id } });
    fireEvent.submit(panel.getAllByRole('textbox')[0]!.closest('form')!);
    await screen.findByText(accent('Please upgrade your plan'), { exact: false });
    expect(untranslated(['second-site'])).toEqual([]);
    gated.unmount();

    renderList();
    fireEvent.click(await newSiteButton());
    const form = within(await screen.findByRole('region', { name: marked('Create a new site') }));
    fireEvent.change(form.getAllByRole('textbox')[0]!, { target: { value: 'second-site' } });
    fireEvent.change(form.getByRole('combobox'), { target: { value: STORY_COLLECTIONS[0]!.id } });
    fireEvent.submit(form.getAllByRole('textbox')[0]!.closest('form')!);
    await screen.findByText(accent('Site created successfully'), { exact: false });
    expect(untranslated()).toEqual([]);
  });

  it('the notices of a plan with one site and of a missing collection', async () => {
    const basic = renderList([lenseMocks.subscriptions({ variant: 'empty' })]);
    fireEvent.click(await newSiteButton());
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
    basic.unmount();

    renderWithApp(<SitesPage />, {
      path: paths.sites(),
      session: SIGNED_IN,
      locale: 'pseudo',
      handlers: [sitesHandler(), ...storyReads([])],
    });
    fireEvent.click(await newSiteButton());
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
  });

  it('a deleted site’s toast, and a failed delete’s', async () => {
    const deleted = renderList([
      mockEndpoint('delete', '/sites/{id}', {
        populated: { status: { code: 200, message: 'Site deleted' } },
      }),
    ]);
    const card = await openOptions();
    fireEvent.click(card.getAllByRole('button').at(-1)!);
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getAllByRole('button').at(-1)!);
    await screen.findByText(accent('Site deleted'), { exact: false });
    expect(untranslated()).toEqual([]);
    deleted.unmount();

    renderList([lenseMocks.deleteSite({ variant: 'error' })]);
    const other = await openOptions();
    fireEvent.click(other.getAllByRole('button').at(-1)!);
    const confirm = within(await screen.findByRole('dialog'));
    fireEvent.click(confirm.getAllByRole('button').at(-1)!);
    await screen.findByText(accent('An error occurred'), { exact: false });
    expect(untranslated()).toEqual([]);
  });

  it('a site’s details, saved, and refused for its e-mail', async () => {
    const saved = renderSettings('details');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('option', { name: STORY_COLLECTIONS[1]!.name });
    expect(untranslated([SITE.contact_email ?? '', SITE.social_media_username_instagram ?? ''])).toEqual([]);
    fireEvent.submit(screen.getByRole('form'));
    await screen.findByText(accent('Details updated'), { exact: false });
    expect(untranslated()).toEqual([]);
    saved.unmount();

    renderSettings('details', [
      lenseMocks.updateSite({ variant: 'error', error: { status: 422, error: 'Please use a valid email' } }),
    ]);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(screen.getByRole('textbox', { name: marked('Contact e-mail') }), {
      target: { value: 'ada@' },
    });
    fireEvent.submit(screen.getByRole('form'));
    await screen.findByText(accent('Please use a valid email'), { exact: false });
    expect(untranslated(['ada@'])).toEqual([]);
  });

  it('a site’s settings while they load, when they fail and for an unknown site', async () => {
    const loading = renderSettings('details', [lenseMocks.sites({ variant: 'slow' })]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    loading.unmount();

    const failed = renderSettings('details', [lenseMocks.sites({ variant: 'error' })]);
    await screen.findByText(accent('Failed to fetch data'), { exact: false });
    expect(untranslated(['support@lense.app'])).toEqual([]);
    failed.unmount();

    renderSettings('details', [], 'pseudo', '00000000-0000-4000-8000-00000000dead');
    await screen.findByRole('link');
    expect(untranslated(['404'])).toEqual([]);
  });

  it.each(['banner', 'icon'] as const)(
    'the %s panel: its images, a chosen one, the upload and a failed upload',
    async (kind) => {
      renderSettings(kind);
      const grid = within(await screen.findByRole('list', { name: marked(`Available ${kind}s`) }));
      await waitFor(() => expect(grid.getAllByRole('button')).toHaveLength(3));
      expect(untranslated()).toEqual([]);
      fireEvent.click(grid.getAllByRole('button')[1]!);
      await screen.findByText(accent(`Site ${kind} updated`), { exact: false });
      expect(untranslated()).toEqual([]);

      fireEvent.click(screen.getAllByRole('radio')[1]!);
      expect(untranslated()).toEqual([]);
    },
  );

  it('an image panel whose upload fails, and one whose images fail to load or are none yet', async () => {
    const failed = renderWithApp(
      <SiteImagePanel kind="icon" site={SITE} put={vi.fn().mockRejectedValue(new Error('network'))} />,
      { path: '/', session: SIGNED_IN, locale: 'pseudo', handlers: storyReads() },
    );
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(8)], 'i.png', { type: 'image/png' })] },
    });
    await screen.findAllByText(accent('Failed to upload'), { exact: false });
    expect(untranslated(['i.png'])).toEqual([]);
    failed.unmount();

    const broken = renderSettings('banner', [lenseMocks.banners({ variant: 'error' })]);
    await screen.findByText(accent('Failed to fetch sample banners'), { exact: false });
    expect(untranslated(['support@lense.app'])).toEqual([]);
    broken.unmount();

    renderSettings('icon', [mockEndpoint('get', '/icons', { populated: { icons: [], has_more: false } })]);
    await screen.findByText(accent('Upload an icon'), { exact: false });
    expect(untranslated()).toEqual([]);
  });
});

describe('the sites screens in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('the list and the create-site panel', async () => {
    renderList([], 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tovuti' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Tovuti mpya' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const panel = within(await screen.findByRole('region', { name: 'Unda tovuti mpya' }));
    const name = panel.getByLabelText('Jina la tovuti');
    expect(name).toHaveAccessibleDescription(`Tovuti yako itakuwa kwenye jina.${HOST}`);
    fireEvent.change(name, { target: { value: 'my site' } });
    expect(name).toHaveAccessibleDescription('jina la tovuti si sahihi');
    fireEvent.click(panel.getByRole('button', { name: 'Unda tovuti' }));
    expect(panel.getByText('Tafadhali chagua mkusanyiko')).toBeInTheDocument();
  });

  it('a site’s settings', async () => {
    renderSettings('details', [], 'sw');
    expect(await screen.findByRole('tab', { name: 'Sasisha maelezo ya tovuti' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Kichwa')).toHaveValue(SITE.title);
    expect(screen.getByRole('link', { name: 'Rudi kwenye tovuti' })).toHaveAttribute('href', '/sites');
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi maelezo' }));
    expect(await screen.findByText('Maelezo yamesasishwa')).toBeInTheDocument();
  });

  it('the banner panel names its tiles and its choices', async () => {
    renderSettings('banner', [], 'sw');
    const grid = within(await screen.findByRole('list', { name: 'Mabango yaliyopo' }));
    expect(await grid.findByRole('button', { name: 'Bango la tovuti 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Pakia' }));
    expect(screen.getByText('Buruta na udondoshe bango hapa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chagua bango' })).toBeInTheDocument();
  });
});
