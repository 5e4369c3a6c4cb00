import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { SpaceViewPage } from './SpaceViewPage';
import { SPACE_ID, SpaceRoute, spaceHandler, storyPhotos } from './testSupport';

const VISITOR = { owner: false, user_id: 'someone-else' };
const photos = storyPhotos(3, (index) => ({
  preview_url: `/api/photos/photo-${index + 1}/preview`,
  medium_url: `/api/photos/photo-${index + 1}/medium`,
  ...(index === 1 ? { state: 'hidden' as const } : {}),
  ...(index === 2 ? { price: '500.00' } : {}),
}));

const renderSpace = (space: object, path = paths.space.view(SPACE_ID), locale?: DisplayLocale) =>
  renderWithApp(<SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />, {
    path,
    session: SIGNED_IN,
    handlers: [spaceHandler(space, photos)],
    ...(locale ? { locale } : {}),
  });

/** The viewer's code loads on first use: a cold start may take a few seconds. */
const findViewer = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 });

describe('the space view’s photo viewer', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('opens for the owner too, with Edit to the photo’s details and no Buy', async () => {
    const user = userEvent.setup();
    renderSpace({});
    const grid = await screen.findByLabelText('Photos');
    await user.click(within(grid).getByRole('link', { name: 'Photo 1 of Summer Festival Free' }));
    const viewer = await findViewer('Photo 1 of Summer Festival');
    expect(within(viewer).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      paths.space.photo(SPACE_ID, 'photo-1'),
    );
    expect(within(viewer).queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  }, 15_000);

  it('leaves Share out for the owner’s hidden photo, which no visitor could open', async () => {
    renderSpace({}, `${paths.space.view(SPACE_ID)}?photo=photo-2`);
    const viewer = await findViewer('Photo 2 of Summer Festival');
    expect(within(viewer).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  }, 15_000);

  it('offers a visitor a free photo’s preview to download, and the event as a link back to it', async () => {
    renderSpace(VISITOR, `${paths.space.view(SPACE_ID)}?photo=photo-1`);
    const viewer = await findViewer('Photo 1 of Summer Festival');
    const download = within(viewer).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/api/photos/photo-1/preview');
    expect(download).toHaveAttribute('download');
    expect(within(viewer).getByRole('link', { name: 'Summer Festival' })).toHaveAttribute(
      'href',
      paths.space.view(SPACE_ID),
    );
    expect(within(viewer).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  }, 15_000);

  it('offers Buy, not Download, for a priced photo', async () => {
    renderSpace(VISITOR, `${paths.space.view(SPACE_ID)}?photo=photo-3`);
    const viewer = await findViewer('Photo 2 of Summer Festival');
    expect(within(viewer).getByRole('button', { name: 'Buy · Ksh 500' })).toBeInTheDocument();
    expect(within(viewer).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  }, 15_000);

  it('copies the photo’s own address where the browser cannot share', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSpace(VISITOR, `${paths.space.view(SPACE_ID)}?photo=photo-1`);
    const viewer = await findViewer('Photo 1 of Summer Festival');
    await user.click(within(viewer).getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}${paths.space.view(SPACE_ID)}?photo=photo-1`,
    );
    expect(await within(viewer).findByText('Link copied')).toBeInTheDocument();
  }, 15_000);

  it('gives focus back to the tile that opened it when it closes', async () => {
    const user = userEvent.setup();
    renderSpace(VISITOR);
    const grid = await screen.findByLabelText('Photos');
    const tile = within(grid).getByRole('link', { name: 'Photo 1 of Summer Festival Free' });
    await user.click(tile);
    await findViewer('Photo 1 of Summer Festival');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(tile).toHaveFocus());
  }, 15_000);
});

describe('the space view’s photo viewer in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('names the owner’s Edit and the bar’s buttons in Kiswahili', async () => {
    renderSpace({}, `${paths.space.view(SPACE_ID)}?photo=photo-1`, 'sw');
    const viewer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(viewer).getByRole('link', { name: 'Hariri' })).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Pakua' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Shiriki' })).toBeInTheDocument();
  }, 15_000);
});
