import type { PutFile } from '@lense/api-client';
import { buildPublicGuestLink, HttpResponse, http } from '@lense/api-client/mocks';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { accent, PSEUDO_CLOSE, PSEUDO_OPEN } from '../../i18n/pseudo';
import { renderWithApp } from '../../testing/renderApp';
import type { MockHandler } from '../../testing/requests';
import { untranslatedTexts } from '../../testing/untranslated';
import { photoFile, presignHandler } from '../../testing/uploads';
import {
  failingPut,
  guestLinkErrorHandler,
  guestLinkHandler,
  heldPut,
  instantPut,
  joinHandler,
  LINK_TOKEN,
  presignErrorHandler,
  wrongPasswordHandler,
} from './fixtures';
import { GuestUploadPage } from './GuestUploadPage';
import { keepGuestPass } from './guestPass';

/** What the fixtures show as they are in every language: the event, its dates and place, files, the guest. */
const DATA = [
  'Summer Wedding',
  '10 – 11 Jul 2026',
  '· Naivasha',
  'Share your photos of the day with the couple.',
  'first-dance.jpg',
  'speeches.jpg',
  'blurry.jpg',
  'Wanjiru',
  // The end of a message whose last part is the guest's name, in its own element.
  PSEUDO_CLOSE,
];

function renderGuestPage(
  handlers: MockHandler[],
  { put = instantPut, locale = 'pseudo' }: { put?: PutFile; locale?: DisplayLocale } = {},
) {
  return renderWithApp(
    <Routes>
      <Route path={paths.guestUpload.path} element={<GuestUploadPage put={put} />} />
    </Routes>,
    {
      path: paths.guestUpload(LINK_TOKEN),
      handlers: [...handlers, joinHandler(), presignHandler()],
      timing: { uploadCheckDelaysMs: [0] },
      locale,
    },
  );
}

const ready = () => screen.findByRole('heading', { level: 1, name: 'Summer Wedding' });
const select = (files: File[]) =>
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files } });
const untranslated = (data: string[] = []) => untranslatedTexts(document.body, [...DATA, ...data]);

beforeEach(() => sessionStorage.clear());

const pseudo = (english: string) => `${PSEUDO_OPEN}${accent(english)}${PSEUDO_CLOSE}`;

describe('the guest upload page comes from the catalogues', () => {
  it('while the event loads', async () => {
    renderGuestPage([http.get('*/api/guest_links/:token', () => new Promise<never>(() => undefined))]);
    await screen.findByRole('status');
    expect(untranslated()).toEqual([]);
  });

  it('a link that does not open, the API’s refusal in the errors catalogue’s words', async () => {
    const message = 'This upload link does not exist';
    renderGuestPage([guestLinkErrorHandler(404, message)]);
    await screen.findByRole('heading', { name: pseudo(message) });
    expect(untranslated()).toEqual([]);
  });

  it('ready, with a password and the review note', async () => {
    renderGuestPage([guestLinkHandler({ needs_password: true, review: true })]);
    await ready();
    expect(untranslated()).toEqual([]);
  });

  it('a wrong password keeps the selection to send again', async () => {
    renderGuestPage([guestLinkHandler({ needs_password: true }), wrongPasswordHandler()]);
    await ready();
    fireEvent.change(screen.getByLabelText(/⟦/, { selector: 'input[type="password"]' }), {
      target: { value: 'winter' },
    });
    select([photoFile('first-dance.jpg'), photoFile('speeches.jpg')]);
    await screen.findByRole('button', { name: /2/ });
    expect(untranslated()).toEqual([]);
  });

  it('sending, with the name the photos go with', async () => {
    keepGuestPass(LINK_TOKEN, { token: 'lg_kept', name: 'Wanjiru' });
    renderGuestPage([guestLinkHandler()], { put: heldPut });
    await ready();
    select([photoFile('first-dance.jpg'), photoFile('speeches.jpg')]);
    await screen.findByRole('progressbar', { name: 'speeches.jpg' });
    expect(untranslated()).toEqual([]);
  });

  it('photos not sent, with Try again', async () => {
    renderGuestPage([guestLinkHandler()], { put: failingPut });
    await ready();
    select([photoFile('first-dance.jpg'), photoFile('speeches.jpg')]);
    await screen.findByRole('alert');
    expect(untranslated()).toEqual([]);
  });

  it('every photo sent, one refused when its data was checked', async () => {
    const reason = 'The image could not be read';
    const checked = http.get('*/api/photos/:photoId/upload', ({ params }) =>
      HttpResponse.json({
        upload:
          params.photoId === 'photo-new-2'
            ? { photo_id: 'photo-new-2', state: 'refused', error: reason }
            : { photo_id: String(params.photoId), state: 'visible', error: null },
      }),
    );
    renderGuestPage([checked, guestLinkHandler()]);
    await ready();
    select([photoFile('first-dance.jpg'), photoFile('blurry.jpg')]);
    await screen.findByRole('alert');
    expect(untranslated([reason])).toEqual([]);
  });

  it('a photo refused by the API’s image check, in the errors catalogue’s words', async () => {
    const reason = 'The image could not be read: the file is damaged or not a supported format';
    const checked = http.get('*/api/photos/:photoId/upload', ({ params }) =>
      HttpResponse.json({
        upload: { photo_id: String(params.photoId), state: 'refused', error: reason },
      }),
    );
    renderGuestPage([checked, guestLinkHandler()]);
    await ready();
    select([photoFile('blurry.jpg')]);
    expect(await screen.findByText(`blurry.jpg: ${pseudo(reason)}`)).toBeInTheDocument();
    expect(untranslated(['blurry.jpg'])).toEqual([]);
  });

  it('a selection larger than a guest may send at once, and a limit in the API’s words', async () => {
    renderGuestPage([guestLinkHandler()]);
    await ready();
    select(Array.from({ length: 61 }, (_, index) => photoFile(`photo-${index}.jpg`)));
    await screen.findByRole('button', { name: /1/ });
    expect(untranslated(Array.from({ length: 60 }, (_, index) => `photo-${index}.jpg`))).toEqual([]);
  });

  it('a refusal of the API, in the errors catalogue’s words', async () => {
    const message = 'You have reached the upload limit of this event';
    renderGuestPage([guestLinkHandler(), presignErrorHandler(422, message)]);
    await ready();
    select([photoFile('first-dance.jpg')]);
    await screen.findByText(pseudo(message));
    expect(untranslated()).toEqual([]);
  });
});

describe('the guest upload page in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('asks for the name and photos, then thanks the guest', async () => {
    renderGuestPage([guestLinkHandler()], { locale: 'sw' });
    await ready();
    expect(screen.getByText('Shiriki picha zako za')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Jina lako' })).toBeInTheDocument();
    expect(screen.getByText('Unaweza kutuma hadi picha 100.')).toBeInTheDocument();
    select([photoFile('first-dance.jpg'), photoFile('speeches.jpg')]);
    expect(await screen.findByRole('heading', { name: 'Picha 2 zimetumwa. Asante!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuma picha zaidi' })).toBeInTheDocument();
  });

  it('words a failed call in Kiswahili', async () => {
    renderGuestPage([guestLinkHandler(), presignErrorHandler(500, '')], { locale: 'sw' });
    await ready();
    select([photoFile('cake.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hitilafu imetokea, tafadhali jaribu tena baadaye',
    );
  });

  it('says which photos were not sent', async () => {
    renderGuestPage([guestLinkHandler()], { put: failingPut, locale: 'sw' });
    await ready();
    select([photoFile('first-dance.jpg'), photoFile('speeches.jpg')]);
    expect(await screen.findByRole('list', { name: 'Picha ambazo hazikutumwa' })).toHaveTextContent(
      'speeches.jpg',
    );
    expect(screen.getByText('Picha 1 kati ya 2 imetumwa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeInTheDocument();
  });
});

describe('the guest upload page in the event’s language', () => {
  it('speaks the language its organiser chose, to a guest who chose none', async () => {
    const event = { ...buildPublicGuestLink().space, language: 'sw' as const };
    renderWithApp(
      <Routes>
        <Route path={paths.guestUpload.path} element={<GuestUploadPage put={instantPut} />} />
      </Routes>,
      { path: paths.guestUpload(LINK_TOKEN), handlers: [guestLinkHandler({ space: event })] },
    );
    expect(await screen.findByRole('button', { name: 'Chagua picha' })).toBeInTheDocument();
    expect(screen.getByText('Shiriki picha zako za')).toBeInTheDocument();
  });
});
