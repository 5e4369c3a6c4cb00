import { lenseMocks } from '@lense/api-client/mocks';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import type { MockHandler } from '../../testing/requests';
import { untranslatedTexts } from '../../testing/untranslated';
import { liveHandlers, livePhotos, livePhotosHandler } from './fixtures';
import { LiveSlideshowPage } from './LiveSlideshowPage';
import { DEFAULT_LIVE_SETTINGS, LiveSettingsProvider } from './liveSettings';
import { silentStream } from './liveStream';

const HELD = 10 * 60_000;
const PHOTOS = livePhotos(2, (index) =>
  index === 0
    ? { uploader_name: 'Wanjiru', comment: 'First dance under the lights' }
    : { uploader_name: 'Baraka' },
);
const VISITORS_SPACE = { owner: false, user_id: 'user-2', title: 'summer festival' };
/** The event's title as the show writes it (and as typed, in its tooltip), and the first photo's comment. */
const DATA = ['Summer Festival', 'summer festival', 'First dance under the lights'];

/** The slideshow at its route, with slides held and no live stream. */
const SHOW = (
  <LiveSettingsProvider
    value={{ ...DEFAULT_LIVE_SETTINGS, openStream: silentStream, slideMs: HELD, pollMs: HELD }}
  >
    <Routes>
      <Route path={paths.space.live.path} element={<LiveSlideshowPage />} />
    </Routes>
  </LiveSettingsProvider>
);

function renderShow(handlers: MockHandler[], { locale = 'pseudo', owner = false } = {}) {
  return renderWithApp(SHOW, {
    path: paths.space.live('space-1'),
    handlers,
    locale: locale as DisplayLocale,
    ...(owner ? { session: SIGNED_IN } : {}),
  });
}

describe('the live slideshow comes from the catalogues', () => {
  it('while it loads', async () => {
    renderShow([lenseMocks.space({ variant: 'slow' }), livePhotosHandler(PHOTOS)]);
    await screen.findByRole('status');
    expect(untranslatedTexts(document.body, DATA)).toEqual([]);
  });

  it('a space that is not there, in the API’s words', async () => {
    renderShow([
      lenseMocks.space({ variant: 'error', error: { status: 404, error: 'Space not found' } }),
      livePhotosHandler(PHOTOS),
    ]);
    await screen.findByRole('heading', { name: 'Space not found' });
    expect(untranslatedTexts(document.body, [...DATA, 'Space not found'])).toEqual([]);
  });

  it('no photo yet, with the code to the space', async () => {
    renderShow(liveHandlers(VISITORS_SPACE, []));
    await screen.findByRole('img');
    expect(untranslatedTexts(document.body, DATA)).toEqual([]);
  });

  it('a photo with who shared it, the controls and the guest link’s code', async () => {
    renderShow(liveHandlers({ title: 'summer festival' }, PHOTOS), { owner: true });
    await screen.findByRole('img', { name: 'First dance under the lights' });
    await screen.findByRole('group');
    expect(untranslatedTexts(document.body, DATA)).toEqual([]);
  });
});

describe('the live slideshow in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('names who shared the photo and offers the controls in Kiswahili', async () => {
    renderShow(liveHandlers(VISITORS_SPACE, PHOTOS.slice(1)), { locale: 'sw' });
    expect(await screen.findByRole('img', { name: 'Picha iliyoshirikiwa na Baraka' })).toBeInTheDocument();
    expect(screen.getByText('Imeshirikiwa na Baraka')).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Onyesho la picha za Summer Festival' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sitisha' })).toBeInTheDocument();
    expect(screen.getByText('Changanua ili uone picha')).toBeInTheDocument();
  });
});

describe('the live slideshow in the event’s language', () => {
  it('speaks the language its organiser chose, to a room that chose none', async () => {
    renderWithApp(SHOW, {
      path: paths.space.live('space-1'),
      handlers: liveHandlers({ ...VISITORS_SPACE, language: 'sw' }, []),
    });
    expect(await screen.findByText('Picha zitaonekana hapa zinaposhirikiwa')).toBeInTheDocument();
  });
});
