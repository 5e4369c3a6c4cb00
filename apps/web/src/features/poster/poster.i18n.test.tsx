import { lenseMocks } from '@lense/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { PSEUDO_CLOSE } from '../../i18n/pseudo';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { SPACE_ID, STORY_SPACES, spaceHandler } from '../../testing/spaces';
import { untranslatedTexts } from '../../testing/untranslated';
import { GuestPosterPage } from './GuestPosterPage';

const SPACE = STORY_SPACES[0]!;

function renderPoster(handlers: MockHandlers, locale: DisplayLocale = 'pseudo') {
  return renderWithApp(
    <Routes>
      <Route path={paths.space.poster.path} element={<GuestPosterPage />} />
    </Routes>,
    { path: paths.space.poster(SPACE_ID), handlers, session: SIGNED_IN, locale },
  );
}

/**
 * The event's title as a poster shows it, the paper sizes' names, and the end of the message whose last part is
 * the link's address, in its own element.
 */
const DATA = ['Summer Festival By The Lake', 'A4', 'A5', PSEUDO_CLOSE];
/** The sheet's dates, as the reader's language writes them (data, not a message). */
const datesOf = (sheet: HTMLElement) => sheet.querySelector('h1 + p')?.textContent ?? '';

describe('the guest poster comes from the catalogues', () => {
  it('the poster and its toolbar', async () => {
    renderPoster([spaceHandler(SPACE, []), lenseMocks.guestLink()]);
    const sheet = await screen.findByRole('article');
    expect(untranslatedTexts(document.body, [...DATA, datesOf(sheet)])).toEqual([]);
  });

  it('guest uploads off', async () => {
    renderPoster([spaceHandler(SPACE, []), lenseMocks.guestLink({ variant: 'empty' })]);
    await screen.findByRole('heading');
    expect(untranslatedTexts(document.body, DATA)).toEqual([]);
  });

  it('while it loads, and when the space does not load', async () => {
    const { unmount } = renderPoster([lenseMocks.guestLink({ variant: 'slow' })]);
    await screen.findByRole('status');
    expect(untranslatedTexts(document.body, DATA)).toEqual([]);
    unmount();
    renderPoster([lenseMocks.guestLink({ variant: 'error' })]);
    await waitFor(() => expect(document.querySelector('[data-ui="ErrorView"]')).not.toBeNull());
    // '!' is the error view's icon, a glyph in every language.
    expect(untranslatedTexts(document.body, [...DATA, '!'])).toEqual([]);
  });
});

describe('the guest poster in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('calls guests to scan in Kiswahili, its dates too', async () => {
    renderPoster([spaceHandler(SPACE, []), lenseMocks.guestLink()], 'sw');
    const sheet = await screen.findByRole('article', { name: 'Bango, A4' });
    expect(screen.getByText('Changanua ili uongeze picha zako')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chapisha' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Bango' })).toBeInTheDocument();
    expect(datesOf(sheet)).toContain('31 Des 2030');
  });
});

describe('the guest poster in the event’s language', () => {
  it('prints in the language its organiser chose, for an owner who chose none', async () => {
    renderWithApp(
      <Routes>
        <Route path={paths.space.poster.path} element={<GuestPosterPage />} />
      </Routes>,
      {
        path: paths.space.poster(SPACE_ID),
        handlers: [spaceHandler({ ...SPACE, language: 'sw' }, []), lenseMocks.guestLink()],
        session: SIGNED_IN,
      },
    );
    expect(await screen.findByText('Changanua ili uongeze picha zako')).toBeInTheDocument();
  });
});
