import type { PutFile } from '@lense/api-client';
import { buildSpace, HttpResponse, http, lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SPEC_TIMING, TimingProvider } from '../../lib/timing';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import type { MockHandler } from '../../testing/requests';
import {
  photoFile,
  presignHandler,
  SPACE_ID,
  setWatermarkHandler,
  spaceErrorHandler,
  spaceHandler,
  spacePhotoHandler,
  UPLOADED_WATERMARK,
  WATERMARK,
  watermarkPresignHandler,
} from './fixtures';
import { ManageSpacePage } from './ManageSpacePage';
import { PhotoDetailsPage } from './PhotoDetailsPage';
import { UploadPage } from './UploadPage';

type Handlers = MockHandler[];

function renderManage(path: string, handlers: Handlers = [spaceHandler()], put?: PutFile) {
  return renderWithApp(
    <Routes>
      <Route path={paths.space.manage.path} element={<ManageSpacePage put={put} />} />
      <Route path={paths.space.manage.option.path} element={<ManageSpacePage put={put} />} />
    </Routes>,
    { path, session: SIGNED_IN, handlers },
  );
}

function renderUpload(put: PutFile) {
  return renderWithApp(
    <Routes>
      <Route path={paths.space.upload.path} element={<UploadPage put={put} />} />
    </Routes>,
    { path: paths.space.upload(SPACE_ID), session: SIGNED_IN, handlers: [spaceHandler(), presignHandler()] },
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const select = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

describe('ManageSpacePage', () => {
  it('shows on the review tab how many guests’ photos wait there', async () => {
    renderManage(paths.space.manage(SPACE_ID));
    expect(await screen.findByRole('tab', { name: 'To review 2' })).toBeInTheDocument();
  });

  it('lists the panels in order, opens shared media by default and goes to a panel’s path', async () => {
    // Nothing waiting for review, so every tab reads as its label alone.
    const app = renderManage(paths.space.manage(SPACE_ID), [
      spaceHandler(),
      lenseMocks.reviewQueue({ variant: 'empty' }),
    ]);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Manage shared media',
      'To review',
      'Guest uploads',
      'Get API Credentials',
      'Manage social media shares',
      'Edit this space',
      'Switch to a different space',
      'Set watermark',
      'Select layout',
    ]);
    expect(screen.getByRole('tab', { name: 'Manage shared media' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Select layout' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Set watermark' }));
    await waitFor(() => expect(app.location()).toBe(`/spaces/${SPACE_ID}/manage/watermark`));
    expect(screen.getByRole('tab', { name: 'Set watermark' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Select layout' }));
    expect(app.location()).toBe(`/spaces/${SPACE_ID}/manage/watermark`);
  });

  it.each([
    ['shares', 'Manage social media shares'],
    ['socials', 'Manage social media shares'],
    ['subspaces', 'Manage shared media'],
    ['api', 'Get API Credentials'],
    ['review', 'To review'],
    ['guests', 'Guest uploads'],
  ] as const)('/manage/%s selects %s', async (option, label) => {
    renderManage(paths.space.manage.option(SPACE_ID, option));
    expect(await screen.findByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows 'Failed to fetch space' when the space cannot be read", async () => {
    renderManage(paths.space.manage(SPACE_ID), [spaceErrorHandler()]);
    expect(await screen.findByText('Failed to fetch space')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the 404 page with a way back to the spaces when the API does not know the space', async () => {
    renderManage(paths.space.manage(SPACE_ID), [
      lenseMocks.space({ variant: 'error', error: { status: 404, error: 'space not found' } }),
    ]);
    expect(await screen.findByText('Page not found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to spaces' })).toHaveAttribute('href', '/spaces');
    expect(screen.queryByText('Failed to fetch space')).not.toBeInTheDocument();
  });
});

describe('Download all (zip)', () => {
  it('asks for a signed address of the zip and has the browser follow it', async () => {
    const followed: string[] = [];
    renderWithApp(
      <Routes>
        <Route
          path={paths.space.manage.path}
          element={<ManageSpacePage followDownload={(url) => followed.push(url)} />}
        />
      </Routes>,
      { path: paths.space.manage(SPACE_ID), session: SIGNED_IN, handlers: [spaceHandler()] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download all (zip)' }));
    await waitFor(() =>
      expect(followed).toEqual([`/api/spaces/${SPACE_ID}/download?expires=1783684920&sig=fixture-signature`]),
    );
  });

  it('says so when the download cannot start', async () => {
    const followed: string[] = [];
    renderWithApp(
      <Routes>
        <Route
          path={paths.space.manage.path}
          element={<ManageSpacePage followDownload={(url) => followed.push(url)} />}
        />
      </Routes>,
      {
        path: paths.space.manage(SPACE_ID),
        session: SIGNED_IN,
        handlers: [spaceHandler(), lenseMocks.spaceDownloadLink({ variant: 'error' })],
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download all (zip)' }));
    expect(await screen.findByText('An error occurred, please try again later')).toBeInTheDocument();
    expect(followed).toEqual([]);
  });
});

describe('Manage shared media', () => {
  const photoButtons = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button');

  it('filters all, visible and hidden photos', async () => {
    renderManage(paths.space.manage(SPACE_ID));
    await screen.findByRole('list', { name: 'Photos' });
    expect(photoButtons()).toHaveLength(6);
    expect(screen.getByText('6 of 6 photos')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'visible' }));
    expect(photoButtons()).toHaveLength(4);
    expect(screen.getByText('4 of 6 photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cake cutting/ })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'hidden' }));
    expect(photoButtons()).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^Cake cutting/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'all' }));
    expect(photoButtons()).toHaveLength(6);
  });

  it('selects one photo at a time and hides it', async () => {
    const states: unknown[] = [];
    renderManage(paths.space.manage(SPACE_ID), [
      spaceHandler(),
      http.patch('*/api/photos/:photo_id/state', async ({ request, params }) => {
        states.push({ id: params.photo_id, ...((await request.json()) as object) });
        return HttpResponse.json({ data: { id: 'photo-1', space_id: SPACE_ID, state: 'hidden' } });
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /^First dance/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Sunset on the lake/ }));
    expect(screen.getByRole('button', { name: /^First dance/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /^Sunset on the lake/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Edit details' })).toHaveAttribute(
      'href',
      `/spaces/${SPACE_ID}/photos/photo-4`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(states).toEqual([{ id: 'photo-4', state: 'hidden' }]));
  });

  it('deletes a photo only after the confirmation', async () => {
    const deleted: unknown[] = [];
    renderManage(paths.space.manage(SPACE_ID), [
      spaceHandler(),
      http.delete('*/api/photos/:photo_id', ({ params }) => {
        deleted.push(params.photo_id);
        return HttpResponse.json({ status: { code: 200, message: 'Photo deleted' } });
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /^Cake cutting/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete photo' }),
    );
    await waitFor(() => expect(deleted).toEqual(['photo-2']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('loads the next page of photos', async () => {
    renderManage(paths.space.manage(SPACE_ID), [spaceHandler({ hasMore: true })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more photos' }));
    expect(await screen.findByRole('button', { name: /^Late night dancing/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more photos' })).toBeNull();
    expect(screen.getByText('7 of 7 photos')).toBeInTheDocument();
  });

  it('shows the empty state when the space has no photo', async () => {
    renderManage(paths.space.manage(SPACE_ID), [spaceHandler({ photos: [] })]);
    expect(await screen.findByText('Nothing to see here yet')).toBeInTheDocument();
  });
});

describe('Get API Credentials', () => {
  it('shows a new key once, with a copy button', async () => {
    renderManage(paths.space.manage.option(SPACE_ID, 'api'));
    expect(await screen.findByText('LENSEKEY0001')).toBeInTheDocument();
    expect(screen.queryByLabelText('New key')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create a key' }));
    expect(await screen.findByLabelText('New key')).toHaveTextContent('LENSEKEY0001:fixture-secret');
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
  });
});

describe('UploadPage', () => {
  const put: PutFile = async (_url, file, options) => {
    options.onProgress?.(file.size);
  };

  it("refuses an empty selection with 'Nothing selected for upload'", async () => {
    const send = vi.fn(put);
    renderUpload(send);
    await screen.findByRole('heading', { name: 'Upload photos' });
    select([]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing selected for upload');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a selection with a non-image or a file over 30 MB', async () => {
    const send = vi.fn(put);
    renderUpload(send);
    await screen.findByRole('heading', { name: 'Upload photos' });
    const message = 'Please ensure you are uploading actual photos and each of their size is at most 30mbs';
    select([photoFile('a.jpg'), photoFile('notes.pdf', 10, 'application/pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const huge = photoFile('huge.jpg', 1);
    Object.defineProperty(huge, 'size', { value: 31_457_281 });
    select([huge]);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    const limit = photoFile('limit.jpg', 1);
    Object.defineProperty(limit, 'size', { value: 31_457_280 });
    select([limit]);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('goes idle → uploading → completed, and back to idle 3 s later', async () => {
      let finish: () => void = () => {};
      const held: PutFile = (_url, file, options) =>
        new Promise<void>((resolve) => {
          options.onProgress?.(file.size / 2);
          finish = resolve;
        });
      renderUpload(held);
      await screen.findByRole('heading', { name: 'Upload photos' });
      expect(screen.getByRole('status')).toHaveTextContent('');

      select([photoFile('first-dance.jpg', 1000)]);
      expect(await screen.findByText('Uploading…')).toBeInTheDocument();
      expect(await screen.findByRole('progressbar', { name: 'first-dance.jpg' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      );
      expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();

      await act(async () => finish());
      expect(await screen.findByText('Upload complete')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'first-dance.jpg' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );

      act(() => vi.advanceTimersByTime(2000));
      expect(screen.getByText('Upload complete')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Upload complete')).toBeNull();
      expect(screen.queryByRole('progressbar')).toBeNull();
    });
  });

  it('keeps going after a failed file, then retries only the failed one', async () => {
    const sent: string[] = [];
    let failOnce = true;
    const flaky: PutFile = async (url, file, options) => {
      sent.push(url.split('?')[0]!.split('/').at(-1)!.split('.')[1]!);
      if (file.size === 3 && failOnce) {
        failOnce = false;
        throw new Error('network');
      }
      options.onProgress?.(file.size);
    };
    renderUpload(flaky);
    await screen.findByRole('heading', { name: 'Upload photos' });
    select([photoFile('a.jpg', 2), photoFile('b.jpg', 3), photoFile('c.jpg', 4)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload. Please try again');
    expect(screen.getByRole('list', { name: 'Files not uploaded' })).toHaveTextContent('b.jpg: failed');
    expect(sent).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Retry failed uploads' }));
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
    expect(sent).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Retry failed uploads' })).toBeNull();
  });

  it('names a photo refused when its data was checked after it was sent', async () => {
    const refused = http.get('*/api/photos/:photoId/upload', ({ params }) =>
      HttpResponse.json({
        upload: { photo_id: String(params.photoId), state: 'refused', error: 'The image could not be read' },
      }),
    );
    renderWithApp(
      <TimingProvider value={{ ...SPEC_TIMING, uploadCheckDelaysMs: [0] }}>
        <Routes>
          <Route path={paths.space.upload.path} element={<UploadPage put={async () => undefined} />} />
        </Routes>
      </TimingProvider>,
      {
        path: paths.space.upload(SPACE_ID),
        session: SIGNED_IN,
        handlers: [refused, spaceHandler(), presignHandler()],
      },
    );
    await screen.findByRole('heading', { name: 'Upload photos' });
    select([photoFile('a.jpg', 2), photoFile('b.jpg', 3)]);
    const list = await screen.findByRole('list', { name: 'Photos refused' });
    expect(screen.getByRole('alert')).toHaveTextContent('These photos were sent but could not be used:');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a.jpg: The image could not be read', 'b.jpg: The image could not be read']);
  });

  it('cancels the upload in progress', async () => {
    const waitForAbort: PutFile = (_url, _file, options) =>
      new Promise<void>((_resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    renderUpload(waitForAbort);
    await screen.findByRole('heading', { name: 'Upload photos' });
    select([photoFile('a.jpg'), photoFile('b.jpg')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Files not uploaded' })).toHaveTextContent('a.jpg: not sent');
    expect(screen.getByRole('button', { name: 'Retry failed uploads' })).toBeInTheDocument();
  });
});

describe('PhotoDetailsPage', () => {
  function renderDetails(handlers: Handlers = [spaceHandler()]) {
    return renderWithApp(
      <Routes>
        <Route path={paths.space.photo.path} element={<PhotoDetailsPage />} />
      </Routes>,
      {
        path: paths.space.photo(SPACE_ID, 'photo-1'),
        session: SIGNED_IN,
        handlers: [...handlers, spacePhotoHandler()],
      },
    );
  }

  it('shows the form beside the photo, its price in Ksh', async () => {
    renderDetails();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Update photo details' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Comment')).toHaveValue('First dance');
    expect(screen.getByText('Ksh 1,500', { selector: 'strong' })).toBeInTheDocument();
  });

  it("accepts only digits and dots and shows 'Invalid price' for a malformed price", async () => {
    renderDetails();
    const price = await screen.findByRole('textbox', { name: /Price/ });
    await userEvent.clear(price);
    await userEvent.type(price, 'ab1c2');
    expect(price).toHaveValue('12');
    expect(screen.queryByText('Invalid price')).toBeNull();
    await userEvent.type(price, '.5.');
    expect(price).toHaveValue('12.5.');
    expect(screen.getByText('Invalid price')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeDisabled();
    await userEvent.type(price, '{Backspace}');
    expect(screen.queryByText('Invalid price')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeEnabled();
  });

  it("saves the comment and price, then says 'Details updated'", async () => {
    const bodies: unknown[] = [];
    renderDetails([
      spaceHandler(),
      http.patch('*/api/photos/:photo_id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          data: { id: 'photo-1', space_id: SPACE_ID, comment: 'Our first dance', price: '2000' },
        });
      }),
    ]);
    const comment = await screen.findByLabelText('Comment');
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Our first dance');
    const price = screen.getByRole('textbox', { name: /Price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Details updated')).toBeInTheDocument();
    expect(bodies).toEqual([{ comment: 'Our first dance', price: '2000' }]);
  });
});

describe('PhotoDetailsPage beyond the first page', () => {
  it('finds a photo on a further page of the space', async () => {
    renderWithApp(
      <Routes>
        <Route path={paths.space.photo.path} element={<PhotoDetailsPage />} />
      </Routes>,
      {
        path: paths.space.photo(SPACE_ID, 'photo-7'),
        session: SIGNED_IN,
        handlers: [spaceHandler({ hasMore: true }), spacePhotoHandler({ hasMore: true })],
      },
    );
    expect(await screen.findByLabelText('Comment')).toHaveValue('Late night dancing');
    expect(screen.getByText('Free', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says so when the space has no such photo', async () => {
    renderWithApp(
      <Routes>
        <Route path={paths.space.photo.path} element={<PhotoDetailsPage />} />
      </Routes>,
      {
        path: paths.space.photo(SPACE_ID, 'photo-404'),
        session: SIGNED_IN,
        handlers: [spaceHandler(), spacePhotoHandler()],
      },
    );
    expect(await screen.findByText('Photo not found')).toBeInTheDocument();
  });
});

describe('the other panels', () => {
  it('Edit this space checks the fields on save, then saves the changed fields', async () => {
    const bodies: unknown[] = [];
    renderManage(paths.space.manage.option(SPACE_ID, 'edit'), [
      spaceHandler(),
      http.patch('*/api/spaces/:space_id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ space: buildSpace({ id: SPACE_ID }) });
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit this space' });
    const title = within(form).getByLabelText('Title');
    await userEvent.clear(title);
    const end = within(form).getByLabelText('End date');
    fireEvent.change(end, { target: { value: '2000-01-01' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(title).toHaveAccessibleDescription('Please enter a title');
    expect(end).toHaveAccessibleDescription('The end date must be on or after the start date');
    expect(bodies).toEqual([]);

    await userEvent.type(title, 'Reception');
    fireEvent.change(end, { target: { value: '2030-12-31' } });
    await userEvent.type(within(form).getByLabelText('Map link'), 'https://maps.example/park');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Public space/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Full album/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Details updated')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        title: 'Reception',
        end_date: '2030-12-31',
        location_url: 'https://maps.example/park',
        is_public: false,
        full_album: true,
      }),
    ]);
  });

  it('Edit this space lets visitors download the photos as a zip', async () => {
    const bodies: unknown[] = [];
    renderManage(paths.space.manage.option(SPACE_ID, 'edit'), [
      spaceHandler(),
      http.patch('*/api/spaces/:space_id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ space: buildSpace({ id: SPACE_ID, allow_downloads: true }) });
      }),
    ]);
    const allow = await screen.findByRole('checkbox', { name: /Let visitors download the photos as a zip/ });
    expect(allow).not.toBeChecked();
    await userEvent.click(allow);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Details updated')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ allow_downloads: true })]);
  });

  it('Set watermark saves use_watermark with the position and size', async () => {
    const bodies: unknown[] = [];
    renderManage(paths.space.manage.option(SPACE_ID, 'watermark'), [
      spaceHandler({ watermark: WATERMARK }),
      http.patch('*/api/spaces/:space_id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ space: buildSpace({ id: SPACE_ID }) });
      }),
    ]);
    const width = await screen.findByLabelText('Width (%)');
    await userEvent.clear(width);
    await userEvent.type(width, '101');
    expect(screen.getByRole('button', { name: 'Save watermark' })).toBeDisabled();
    await userEvent.clear(width);
    await userEvent.type(width, '40');
    await userEvent.click(screen.getByRole('checkbox', { name: /Add the watermark/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save watermark' }));
    expect(await screen.findByText('Details updated')).toBeInTheDocument();
    expect(bodies).toEqual([
      { use_watermark: true, watermark: { top: 70, left: 60, height: 20, width: 40 } },
    ]);
  });

  it('Set watermark uploads a chosen image and previews it as the space’s watermark', async () => {
    const presigned: unknown[] = [];
    const attached: unknown[] = [];
    const sent: string[] = [];
    let release = () => {};
    const put: PutFile = (url) =>
      new Promise<void>((resolve) => {
        sent.push(url);
        release = resolve;
      });
    renderManage(
      paths.space.manage.option(SPACE_ID, 'watermark'),
      [spaceHandler(), watermarkPresignHandler(presigned), setWatermarkHandler({ requests: attached })],
      put,
    );
    await screen.findByText(/has no watermark image yet/);
    expect(screen.queryByRole('img', { name: 'Watermark' })).toBeNull();
    select([photoFile('logo.png', 512, 'image/png')]);
    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => release());
    const mark = await screen.findByRole('img', { name: 'Watermark' });
    expect(mark).toHaveAttribute('src', UPLOADED_WATERMARK.url);
    expect(mark.style.top).toBe('75%');
    expect(screen.getByText('Upload complete')).toBeInTheDocument();
    expect(screen.getByLabelText('Width (%)')).toHaveValue('30');
    expect(presigned).toEqual([
      {
        files: [{ name: expect.stringMatching(/\.png$/), type: 'image/png', size: 512 }],
        method: 'put',
        type: 'watermark',
        space_id: SPACE_ID,
      },
    ]);
    expect(sent).toHaveLength(1);
    expect(attached).toEqual([{ path: expect.stringMatching(/^watermarks\/user-1\/.+\.png$/) }]);
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeEnabled();
  });

  it('Set watermark shows the upload failure and refuses a non-image or several files', async () => {
    const attached: unknown[] = [];
    renderManage(
      paths.space.manage.option(SPACE_ID, 'watermark'),
      [spaceHandler(), watermarkPresignHandler(), setWatermarkHandler({ status: 422, requests: attached })],
      async () => {},
    );
    await screen.findByText(/has no watermark image yet/);
    select([photoFile('logo.pdf', 512, 'application/pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please ensure you are uploading actual photos and each of their size is at most 30mbs',
    );
    select([photoFile('a.png', 10, 'image/png'), photoFile('b.png', 10, 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A watermark is one image: select a single file',
    );
    expect(attached).toEqual([]);
    select([photoFile('logo.png', 512, 'image/png')]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload. Please try again'),
    );
    expect(attached).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeEnabled();
    expect(screen.queryByRole('img', { name: 'Watermark' })).toBeNull();
  });

  it('Get API Credentials revokes a key', async () => {
    const revoked: unknown[] = [];
    renderManage(paths.space.manage.option(SPACE_ID, 'api'), [
      spaceHandler(),
      http.delete('*/api/spaces/:space_id/credentials/:credential_id', ({ params }) => {
        revoked.push(params.credential_id);
        return HttpResponse.json({ status: { code: 200, message: 'Credential revoked' } });
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke LENSEKEY0001' }));
    await waitFor(() => expect(revoked).toEqual(['credential-1']));
  });

  it('Switch to a different space lists only the user’s own spaces', async () => {
    renderManage(paths.space.manage.option(SPACE_ID, 'switch'), [
      spaceHandler(),
      mockEndpoint('get', '/spaces', {
        populated: {
          data: [
            buildSpace({ id: SPACE_ID, title: 'Smith & Jones wedding' }),
            buildSpace({ id: 'space-3', title: 'Company retreat' }),
            buildSpace({ id: 'space-2', title: 'Winter Gala', owner: false }),
          ],
          has_more: false,
        },
      }),
    ]);
    expect(await screen.findByRole('link', { name: 'Company Retreat' })).toHaveAttribute(
      'href',
      '/spaces/space-3/manage',
    );
    expect(screen.queryByText('Winter Gala')).toBeNull();
    expect(screen.getByText('Current space')).toBeInTheDocument();
  });

  it('Manage social media shares shows the connected account per site', async () => {
    renderManage(paths.space.manage.option(SPACE_ID, 'socials'));
    const sites = await screen.findByRole('list', { name: 'Social media sites' });
    expect(within(sites).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('@ada.lovelace')).toBeInTheDocument();
    expect(screen.getAllByText('No account connected')).toHaveLength(3);
  });
});
