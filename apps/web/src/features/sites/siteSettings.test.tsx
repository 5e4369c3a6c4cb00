import { buildPresignedUrls, mockEndpoint } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { STORY_BANNERS, STORY_SITES, sitesHandler, storyReads } from './fixtures';
import { detailsChanges } from './SiteDetailsForm';
import { SiteImagePanel } from './SiteImagePanel';
import { SiteSettingsPage } from './SiteSettingsPage';

const SITE = STORY_SITES[0]!;

/** Handlers recording the requests of the site and banner writes. */
function recorder() {
  const requests: { method: string; path: string; body: Promise<unknown> }[] = [];
  const record = (request: Request) =>
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname.replace(/^\/api/, ''),
      body: request.clone().json(),
    });
  const handlers = [
    mockEndpoint('patch', '/sites/{id}', {
      populated: (request) => {
        record(request);
        return { site: SITE };
      },
    }),
    mockEndpoint('post', '/banners', {
      populated: (request) => {
        record(request);
        return { banners: [{ ...STORY_BANNERS[2]!, id: 'banner-new', url: 'banners/user-1/new.png' }] };
      },
      status: 201,
    }),
    mockEndpoint('post', '/site_banners', {
      populated: (request) => {
        record(request);
        return { site_banners: [{ id: 'sb-new', site_id: SITE.id, banner_id: 'banner-new' }] };
      },
      status: 201,
    }),
    mockEndpoint('post', '/presigned_urls', {
      populated: (request) => {
        record(request);
        const answer = buildPresignedUrls('new.png', 'image/png');
        return {
          ...answer,
          files: [{ ...answer.files[0]!, path: 'banners/user-1/new.png', photo_id: null }],
        };
      },
    }),
  ];
  const sent = async () =>
    Promise.all(requests.map(async ({ method, path, body }) => ({ method, path, body: await body })));
  return { handlers, sent };
}

const renderSettings = (option: string, handlers: ReturnType<typeof recorder>['handlers'] = []) =>
  renderWithApp(
    <Routes>
      <Route path={paths.siteSettings.path} element={<SiteSettingsPage />} />
    </Routes>,
    {
      path: paths.siteSettings(SITE.id, option as 'details'),
      session: SIGNED_IN,
      handlers: [...handlers, sitesHandler(), ...storyReads()],
    },
  );

describe('site settings', () => {
  it('moves between the panels through their addresses', async () => {
    const app = renderSettings('details');
    expect(await screen.findByRole('tab', { name: 'Update site details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Update site icon' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Update site icon' }));
    await waitFor(() => expect(app.location()).toBe(`/sites/${SITE.id}/settings/icon`));
    expect(await screen.findByRole('tab', { name: 'Update site icon' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('sends only the changed details, clearing emptied fields', async () => {
    const { handlers, sent } = recorder();
    renderSettings('details', handlers);
    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Ada & Co' } });
    fireEvent.change(screen.getByLabelText('Instagram username'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Details updated')).toBeInTheDocument();
    expect(await sent()).toEqual([
      {
        method: 'PATCH',
        path: `/sites/${SITE.id}`,
        body: { title: 'Ada & Co', social_media_username_instagram: null },
      },
    ]);
  });

  it('computes the changes of the details form', () => {
    const form = {
      title: 'Ada Weddings',
      description: 'Photos of every wedding we shot.',
      contact_email: 'ada@example.com',
      contact_phone: ' 0700 ',
      social_media_username_twitter: '',
      social_media_username_linkedin: '',
      social_media_username_instagram: 'ada.lovelace',
      social_media_username_facebook: '',
      collection_id: SITE.collection_id ?? '',
      language: SITE.language,
    };
    expect(detailsChanges(SITE, form)).toEqual({ contact_phone: '0700' });
    expect(detailsChanges(SITE, { ...form, language: 'sw' })).toEqual({
      contact_phone: '0700',
      language: 'sw',
    });
  });

  it.each([
    ['banner', ['Mountains at dawn', 'Sunset over the lake', 'Site banner 3']],
    ['icon', ['Camera', 'Heart', 'Site icon 3']],
  ])('names every %s tile: its description, else its kind and place', async (option, names) => {
    renderSettings(option);
    const grid = within(await screen.findByRole('list', { name: `Available ${option}s` }));
    await waitFor(() => expect(grid.getAllByRole('button')).toHaveLength(3));
    const tiles = grid.getAllByRole('button');
    for (const [index, name] of names.entries()) {
      expect(grid.getByRole('button', { name })).toBe(tiles[index]);
    }
  });

  it.each([
    ['banner', 'Upload a banner to use it on your site.'],
    ['icon', 'Upload an icon to use it on your site.'],
  ])('invites the first %s upload with the right article', async (option, text) => {
    renderWithApp(
      <Routes>
        <Route path={paths.siteSettings.path} element={<SiteSettingsPage />} />
      </Routes>,
      {
        path: paths.siteSettings(SITE.id, option as 'banner'),
        session: SIGNED_IN,
        handlers: [
          mockEndpoint('get', '/banners', { populated: { banners: [], has_more: false } }),
          mockEndpoint('get', '/icons', { populated: { icons: [], has_more: false } }),
          sitesHandler(),
          ...storyReads(),
        ],
      },
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sets the site’s banner when one is chosen', async () => {
    const { handlers, sent } = recorder();
    renderSettings('banner', handlers);
    const current = await screen.findByRole('button', { name: 'Mountains at dawn' });
    expect(current).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Sunset over the lake' }));
    expect(await screen.findByText('Site banner updated')).toBeInTheDocument();
    expect(await sent()).toEqual([
      { method: 'PATCH', path: `/sites/${SITE.id}`, body: { banner_id: STORY_BANNERS[1]!.id } },
    ]);
  });

  it('uploads a banner, creates it, offers it to the site and makes it the site’s banner', async () => {
    const { handlers, sent } = recorder();
    const put = vi.fn(async () => {});
    renderWithApp(<SiteImagePanel kind="banner" site={SITE} put={put} />, {
      path: '/',
      session: SIGNED_IN,
      handlers: [...handlers, ...storyReads()],
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Upload' }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array(8)], 'new.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Site banner updated')).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
    const requests = await sent();
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /presigned_urls',
      'POST /banners',
      'POST /site_banners',
      `PATCH /sites/${SITE.id}`,
    ]);
    expect(requests[1]!.body).toEqual({ photos: ['banners/user-1/new.png'], public: false });
    expect(requests[2]!.body).toEqual({ site_id: SITE.id, banner_ids: ['banner-new'] });
    expect(requests[3]!.body).toEqual({ banner_id: 'banner-new' });
    // Back on the list of banners to choose from.
    expect(screen.getByRole('radio', { name: 'Select' })).toHaveAttribute('aria-checked', 'true');
  });

  it('says "Failed to upload. Please try again" when the file cannot be sent', async () => {
    const { handlers } = recorder();
    renderWithApp(
      <SiteImagePanel kind="icon" site={SITE} put={vi.fn().mockRejectedValue(new Error('network'))} />,
      { path: '/', session: SIGNED_IN, handlers: [...handlers, ...storyReads()] },
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Upload' }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(8)], 'i.png', { type: 'image/png' })] },
    });
    const dropzone = document.querySelector('[data-ui="UploadDropzone"]') as HTMLElement;
    expect(await within(dropzone).findByRole('alert')).toHaveTextContent(
      'Failed to upload. Please try again',
    );
    expect(within(dropzone).getByRole('button', { name: 'Choose an icon' })).toBeEnabled();
  });
});
