import type { PutFile } from '@lense/api-client';
import { HttpResponse, http } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SPEC_TIMING, type Timing, TimingProvider } from '../../lib/timing';
import { renderWithApp } from '../../testing/renderApp';
import type { MockHandler } from '../../testing/requests';
import { photoFile, presignHandler } from '../../testing/uploads';
import {
  GUEST_TOKEN,
  guestLinkErrorHandler,
  guestLinkHandler,
  instantPut,
  joinHandler,
  LINK_TOKEN,
  presignErrorHandler,
} from './fixtures';
import { GuestUploadPage } from './GuestUploadPage';
import { keepGuestPass, readGuestPass } from './guestPass';

/** The guest calls the API made: joins (with their bodies) and the guest header of each upload call. */
function watchGuestCalls() {
  const joins: unknown[] = [];
  const uploadHeaders: { path: string; guest: string | null }[] = [];
  const handlers: MockHandler[] = [
    http.post('*/api/guest_links/:token/guests', async ({ request }) => {
      joins.push(await request.clone().json());
      return undefined;
    }),
    http.post('*/api/presigned_urls', ({ request }) => {
      uploadHeaders.push({ path: 'presigned_urls', guest: request.headers.get('X-Lense-Guest') });
      return undefined;
    }),
    http.post('*/api/photos/:photoId/complete', ({ request }) => {
      uploadHeaders.push({ path: 'complete', guest: request.headers.get('X-Lense-Guest') });
      return undefined;
    }),
  ];
  return { joins, uploadHeaders, handlers };
}

/** Answers 401 'Wrong password' unless the password is 'summer'. */
const passwordCheck: MockHandler = http.post('*/api/guest_links/:token/guests', async ({ request }) => {
  const { password } = (await request.clone().json()) as { password?: string };
  return password === 'summer' ? undefined : HttpResponse.json({ error: 'Wrong password' }, { status: 401 });
});

function renderGuestPage(handlers: MockHandler[], put: PutFile = instantPut, timing: Partial<Timing> = {}) {
  return renderWithApp(
    <TimingProvider value={{ ...SPEC_TIMING, ...timing }}>
      <Routes>
        <Route path={paths.guestUpload.path} element={<GuestUploadPage put={put} />} />
      </Routes>
    </TimingProvider>,
    { path: paths.guestUpload(LINK_TOKEN), handlers: [...handlers, joinHandler(), presignHandler()] },
  );
}

const ready = () => screen.findByRole('heading', { level: 1, name: 'Summer Wedding' });
const select = (files: File[]) =>
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files } });
const nameField = () => screen.getByRole('textbox', { name: 'Your name' });

beforeEach(() => sessionStorage.clear());

describe('GuestUploadPage', () => {
  it('joins with the name and password on the first upload, then uploads with the guest token', async () => {
    const calls = watchGuestCalls();
    renderGuestPage([...calls.handlers, guestLinkHandler({ needs_password: true })]);
    await ready();
    await userEvent.type(nameField(), 'Wanjiru');
    await userEvent.type(screen.getByLabelText('Password'), 'summer');
    select([photoFile('first-dance.jpg'), photoFile('speeches.jpg')]);

    expect(await screen.findByRole('heading', { name: '2 photos sent. Thank you!' })).toBeInTheDocument();
    expect(calls.joins).toEqual([{ name: 'Wanjiru', password: 'summer' }]);
    expect(calls.uploadHeaders).toEqual([
      { path: 'presigned_urls', guest: GUEST_TOKEN },
      { path: 'complete', guest: GUEST_TOKEN },
      { path: 'complete', guest: GUEST_TOKEN },
    ]);
    expect(readGuestPass(LINK_TOKEN)).toEqual({ token: GUEST_TOKEN, name: 'Wanjiru' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send more photos' })).toHaveFocus());
  });

  it('keeps the name, password and photos after a wrong password, and sends them once it is right', async () => {
    const calls = watchGuestCalls();
    renderGuestPage([...calls.handlers, passwordCheck, guestLinkHandler({ needs_password: true })]);
    await ready();
    await userEvent.type(nameField(), 'Wanjiru');
    await userEvent.type(screen.getByLabelText('Password'), 'winter');
    select([photoFile('first-dance.jpg'), photoFile('speeches.jpg')]);

    const password = screen.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Wrong password')),
    );
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveValue('winter');
    expect(nameField()).toHaveValue('Wanjiru');
    expect(calls.uploadHeaders).toEqual([]);
    expect(readGuestPass(LINK_TOKEN)).toBeNull();

    await userEvent.clear(password);
    await userEvent.type(password, 'summer{Enter}');
    expect(await screen.findByRole('heading', { name: '2 photos sent. Thank you!' })).toBeInTheDocument();
    expect(calls.joins).toEqual([
      { name: 'Wanjiru', password: 'winter' },
      { name: 'Wanjiru', password: 'summer' },
    ]);
  });

  it('sends the first 60 of a larger selection and keeps the rest to send a minute later', async () => {
    const calls = watchGuestCalls();
    const presigned: number[] = [];
    const counting: MockHandler = http.post('*/api/presigned_urls', async ({ request }) => {
      presigned.push(((await request.clone().json()) as { files: unknown[] }).files.length);
      return undefined;
    });
    renderGuestPage([...calls.handlers, counting, guestLinkHandler()]);
    await ready();
    await userEvent.type(nameField(), 'Wanjiru');
    select(Array.from({ length: 62 }, (_, index) => photoFile(`photo-${index}.jpg`)));

    const again = await screen.findByRole('button', { name: 'Send 2 photos' });
    expect(presigned).toEqual([60]);
    expect(
      screen.getByText(
        '60 photos sent. Guests can send 60 photos a minute: send the other 2 photos in a minute.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.click(again);
    expect(await screen.findByRole('heading', { name: '2 photos sent. Thank you!' })).toBeInTheDocument();
    expect(presigned).toEqual([60, 2]);
  });

  it("shows a closed link's message from the API, and no picker", async () => {
    renderGuestPage([guestLinkErrorHandler(410, 'This upload link has been turned off by the organiser')]);
    expect(
      await screen.findByRole('heading', { name: 'This upload link has been turned off by the organiser' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose photos' })).toBeNull();
  });

  it('uses the pass kept in the tab after a reload, without joining again', async () => {
    const first = watchGuestCalls();
    const before = renderGuestPage([...first.handlers, guestLinkHandler()]);
    await ready();
    await userEvent.type(nameField(), 'Wanjiru');
    select([photoFile('first-dance.jpg')]);
    expect(await screen.findByRole('heading', { name: '1 photo sent. Thank you!' })).toBeInTheDocument();
    before.unmount();

    const second = watchGuestCalls();
    renderGuestPage([...second.handlers, guestLinkHandler()]);
    await ready();
    expect(screen.getByText('Wanjiru')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
    select([photoFile('cake.jpg')]);
    expect(await screen.findByRole('heading', { name: '1 photo sent. Thank you!' })).toBeInTheDocument();
    expect(second.joins).toEqual([]);
    expect(second.uploadHeaders[0]).toEqual({ path: 'presigned_urls', guest: GUEST_TOKEN });
  });

  it('joins again when the kept pass is no longer taken', async () => {
    keepGuestPass(LINK_TOKEN, { token: 'lg_stale', name: 'Wanjiru' });
    const calls = watchGuestCalls();
    const staleRefused = http.post('*/api/presigned_urls', ({ request }) =>
      request.headers.get('X-Lense-Guest') === 'lg_stale'
        ? HttpResponse.json({ error: 'invalid guest token' }, { status: 401 })
        : undefined,
    );
    renderGuestPage([...calls.handlers, staleRefused, guestLinkHandler()]);
    await ready();
    select([photoFile('cake.jpg')]);
    expect(await screen.findByRole('heading', { name: '1 photo sent. Thank you!' })).toBeInTheDocument();
    expect(calls.joins).toEqual([{ name: 'Wanjiru' }]);
    expect(readGuestPass(LINK_TOKEN)).toEqual({ token: GUEST_TOKEN, name: 'Wanjiru' });
  });

  it('lists the photos that were not sent and sends only those again on Try again', async () => {
    const sent: string[] = [];
    let failOnce = true;
    const flaky: PutFile = async (_url, file, options) => {
      sent.push(file instanceof File ? file.name : '');
      if (sent.at(-1) === 'speeches.jpg' && failOnce) {
        failOnce = false;
        throw new Error('network');
      }
      options.onProgress?.(file.size);
    };
    renderGuestPage([guestLinkHandler()], flaky);
    await ready();
    select([photoFile('first-dance.jpg'), photoFile('speeches.jpg')]);
    const unsent = await screen.findByRole('list', { name: 'Photos not sent' });
    expect(
      within(unsent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['speeches.jpg']);
    expect(screen.getByText('1 of 2 photos sent')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '2 photos sent. Thank you!' })).toBeInTheDocument();
    expect(sent).toEqual(['first-dance.jpg', 'speeches.jpg', 'speeches.jpg']);
  });

  it('names a photo refused when its data was checked after it was sent, asking with the guest token', async () => {
    const asked: (string | null)[] = [];
    const refused = http.get('*/api/photos/:photoId/upload', ({ params, request }) => {
      asked.push(request.headers.get('X-Lense-Guest'));
      const photoId = String(params.photoId);
      return HttpResponse.json({
        upload:
          photoId === 'photo-new-2'
            ? { photo_id: photoId, state: 'refused', error: 'The image could not be read' }
            : { photo_id: photoId, state: 'visible', error: null },
      });
    });
    renderGuestPage([refused, guestLinkHandler()], instantPut, { uploadCheckDelaysMs: [0] });
    await ready();
    await userEvent.type(nameField(), 'Wanjiru');
    select([photoFile('first-dance.jpg'), photoFile('blurry.jpg')]);

    expect(await screen.findByRole('heading', { name: '2 photos sent. Thank you!' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This photo was sent but could not be used:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['blurry.jpg: The image could not be read']);
    expect(asked).toEqual([GUEST_TOKEN, GUEST_TOKEN]);
  });

  it('shows an upload limit in the API’s words, with nothing to send again', async () => {
    renderGuestPage([
      guestLinkHandler(),
      presignErrorHandler(422, 'This event has received all the photos it can take'),
    ]);
    await ready();
    select([photoFile('cake.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This event has received all the photos it can take',
    );
    expect(screen.queryByRole('button', { name: /^Send / })).toBeNull();
  });

  it('keeps the photos of a busy minute (429) to send again', async () => {
    renderGuestPage([
      guestLinkHandler(),
      presignErrorHandler(429, 'Too many photos at once: please wait a minute and try again'),
    ]);
    await ready();
    select([photoFile('cake.jpg'), photoFile('speeches.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many photos at once: please wait a minute and try again',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send 2 photos' })).toHaveFocus());
  });
});
