import { lenseMocks } from '@lense/api-client/mocks';
import { displayTitle } from '@lense/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { CollectionSettingsPage } from './CollectionSettingsPage';
import { CollectionsPage } from './CollectionsPage';
import { collectionLinks, collectionReads, STORY_COLLECTIONS, STORY_SPACES, WEDDINGS } from './fixtures';

/** What the fixtures show as they are in every language: names, descriptions, titles, places. */
const DATA = [
  ...STORY_COLLECTIONS.flatMap((collection) => [collection.name, collection.description ?? '']),
  ...STORY_SPACES.flatMap((space) => [displayTitle(space.title), space.location ?? '']),
  // The icon of the error view and of the delete dialog, hidden from screen readers.
  '!',
  'support@lense.app',
].filter(Boolean);
/** The spaces' dates, in English (the pseudo-language formats as English): '6 – 7 Jun 2026', '15 Aug 2026'. */
const DATE = /^\d{1,2}( [A-Z][a-z]+)?( \d{4})? – \d{1,2} [A-Z][a-z]+ \d{4}$|^\d{1,2} [A-Z][a-z]+ \d{4}$/;

const untranslated = (extra: string[] = []) =>
  untranslatedTexts(document.body, [...DATA, ...extra]).filter((text) => !DATE.test(text));

function renderList(handlers: MockHandlers = [], locale: DisplayLocale = 'pseudo') {
  return renderWithApp(<CollectionsPage />, {
    path: paths.collections(),
    session: SIGNED_IN,
    handlers: [...handlers, ...collectionReads(), ...collectionLinks()],
    locale,
  });
}

function renderSettings(
  handlers: MockHandlers = [],
  locale: DisplayLocale = 'pseudo',
  collectionId: string = WEDDINGS.id,
) {
  return renderWithApp(
    <Routes>
      <Route path={paths.collectionSettings.path} element={<CollectionSettingsPage />} />
    </Routes>,
    {
      path: paths.collectionSettings(collectionId),
      session: SIGNED_IN,
      handlers: [...handlers, ...collectionReads(), ...collectionLinks()],
      locale,
    },
  );
}

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('article') as HTMLElement;

const openForm = async () => {
  const buttons = await screen.findAllByRole('button');
  fireEvent.click(buttons[0]!);
  const form = await waitFor(() => document.querySelector('form') ?? Promise.reject(new Error('no form')));
  return within(form.closest('section') as HTMLElement);
};

describe('the collections screens come from the catalogues', () => {
  it('the list of collections, and its delete confirmation', async () => {
    renderList();
    const card = await cardOf('Birthdays');
    expect(untranslated()).toEqual([]);
    const buttons = within(card).getAllByRole('button');
    fireEvent.click(buttons[buttons.length - 1]!);
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
  });

  it('the list while it loads, when it is empty and when it fails', async () => {
    const loading = renderList([lenseMocks.collections({ variant: 'slow' })]);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    loading.unmount();

    const empty = renderList([lenseMocks.collections({ variant: 'empty' })]);
    await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(2));
    expect(untranslated()).toEqual([]);
    empty.unmount();

    renderList([lenseMocks.collections({ variant: 'error' })]);
    await waitFor(() => expect(document.querySelector('[data-ui="ErrorView"]')).not.toBeNull());
    expect(untranslated()).toEqual([]);
  });

  it('the create form, with its hint, its errors and its toasts', async () => {
    const first = renderList([
      lenseMocks.createCollection({
        variant: 'error',
        error: { status: 409, error: 'Collection with that name already exists' },
      }),
    ]);
    await cardOf('Weddings');
    const form = await openForm();
    expect(untranslated()).toEqual([]);
    const name = form.getByRole('textbox', { name: /./, description: /./ });
    fireEvent.change(name, { target: { value: 'ab' } });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(untranslated(['ab'])).toEqual([]);
    fireEvent.change(name, { target: { value: 'Weddings' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(untranslated()).toEqual([]);
    first.unmount();

    renderList([lenseMocks.createCollection({ variant: 'error' })]);
    await cardOf('Weddings');
    const failing = await openForm();
    const field = failing.getAllByRole('textbox')[0]!;
    fireEvent.change(field, { target: { value: 'Graduations' } });
    fireEvent.submit(field.closest('form')!);
    await screen.findByRole('alert');
    await waitFor(() => expect(untranslated(['Graduations'])).toEqual([]));
  });

  it("a collection's settings, with each filter and a failed toggle", async () => {
    renderSettings([lenseMocks.addCollectionSpace({ variant: 'error' })]);
    const tile = await screen.findByRole('button', { name: /^Ochieng Wedding Reception/ });
    expect(untranslated()).toEqual([]);
    fireEvent.click(tile);
    await screen.findByRole('alert');
    await waitFor(() => expect(untranslated()).toEqual([]));
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Company Retreat/ })).toBeNull());
    expect(untranslated()).toEqual([]);
  });

  it("a collection's settings while loading, when they fail and for another user's collection", async () => {
    const loading = renderSettings([lenseMocks.collections({ variant: 'slow' })]);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    loading.unmount();

    const failed = renderSettings([lenseMocks.collections({ variant: 'error' })]);
    await waitFor(() => expect(document.querySelector('[data-ui="ErrorView"]')).not.toBeNull());
    expect(untranslated()).toEqual([]);
    failed.unmount();

    const noSpaces = renderSettings([lenseMocks.spaces({ variant: 'error' })]);
    await waitFor(() => expect(document.querySelector('[data-ui="ErrorView"]')).not.toBeNull());
    expect(untranslated()).toEqual([]);
    noSpaces.unmount();

    const noLinks = renderWithApp(
      <Routes>
        <Route path={paths.collectionSettings.path} element={<CollectionSettingsPage />} />
      </Routes>,
      {
        path: paths.collectionSettings(WEDDINGS.id),
        session: SIGNED_IN,
        handlers: [lenseMocks.collectionSpaces({ variant: 'error' }), ...collectionReads()],
        locale: 'pseudo',
      },
    );
    await waitFor(() => expect(document.querySelector('[data-ui="ErrorView"]')).not.toBeNull());
    expect(untranslated()).toEqual([]);
    noLinks.unmount();

    renderSettings([], 'pseudo', 'someone-elses');
    await screen.findByRole('link');
    expect(untranslated()).toEqual([]);
  });
});

describe('the collections screens in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('the list and its create form', async () => {
    renderList([], 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mikusanyiko' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mkusanyiko mpya' }));
    const form = within(await screen.findByRole('region', { name: 'Unda mkusanyiko mpya' }));
    expect(form.getByLabelText('Jina la mkusanyiko')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Unda mkusanyiko' })).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: 'Unda mkusanyiko' }));
    expect(form.getByText('jina la mkusanyiko si sahihi')).toBeInTheDocument();
  });

  it("a collection's settings, its tiles dated in Kiswahili", async () => {
    renderSettings([], 'sw');
    const tile = await screen.findByRole('button', { name: /^Company Retreat/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Mipangilio ya mkusanyiko' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Simamia mkusanyiko wako' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'mkusanyiko wangu' })).toBeInTheDocument();
    expect(within(tile).getByText('Haiko katika mkusanyiko huu')).toBeInTheDocument();
    expect(within(tile).getByText('2 – 4 Okt 2026')).toBeInTheDocument();
  });
});
