import { lenseMocks } from '@lense/api-client/mocks';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { renderWithApp } from '../../testing/renderApp';
import { type MockHandler, recordRequests } from '../../testing/requests';
import { spaceHandler } from '../../testing/spaces';
import { liveHandlers, livePhotos, livePhotosHandler } from './fixtures';
import { LiveSlideshowPage } from './LiveSlideshowPage';
import { DEFAULT_LIVE_SETTINGS, type LiveSettings, LiveSettingsProvider } from './liveSettings';
import { silentStream } from './liveStream';
import { changingLivePhotos, fakeStreams } from './testStreams';

const PHOTOS = livePhotos(3, (index) => ({ uploader_name: ['Wanjiru', 'Baraka', 'Amani'][index] }));
const VISITORS_SPACE = { owner: false, user_id: 'user-2' };

function renderShow(handlers: MockHandler[], settings: Partial<LiveSettings> = {}) {
  return renderWithApp(
    <LiveSettingsProvider value={{ ...DEFAULT_LIVE_SETTINGS, openStream: silentStream, ...settings }}>
      <Routes>
        <Route path={paths.space.live.path} element={<LiveSlideshowPage />} />
      </Routes>
    </LiveSettingsProvider>,
    { path: paths.space.live('space-1'), handlers },
  );
}

/** The image element loading the next photo out of sight. */
const backLayer = () => document.querySelector<HTMLImageElement>('img[aria-hidden="true"]')!;

describe('live slideshow', () => {
  it('moves on once the photo has had its time and the next image has loaded', async () => {
    renderShow([...liveHandlers(VISITORS_SPACE, PHOTOS)], { slideMs: 30 });
    const first = await screen.findByRole('img', { name: 'Photo by Wanjiru' });
    expect(screen.getByText('by Wanjiru')).toBeVisible();
    // Its time is up, but the next image has not arrived: the photo stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(screen.getByRole('img', { name: 'Photo by Wanjiru' })).toBe(first);

    const next = backLayer();
    expect(next).toHaveAttribute('src', PHOTOS[1]!.preview_url);
    fireEvent.load(next);
    // The element that loaded it comes to the front; the other one loads the photo after.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo by Baraka' })).toBe(next));
    expect(screen.getByText('by Baraka')).toBeVisible();
    expect(backLayer()).toBe(first);
    expect(first).toHaveAttribute('src', PHOTOS[2]!.preview_url);
  });

  it('pauses and plays with the Space key and the button', async () => {
    const user = userEvent.setup();
    renderShow([...liveHandlers(VISITORS_SPACE, PHOTOS)]);
    await screen.findByRole('img', { name: 'Photo by Wanjiru' });

    await user.keyboard(' ');
    const play = screen.getByRole('button', { name: 'Play' });
    await user.click(play);
    expect(screen.getByRole('button', { name: 'Pause' })).toBe(play);
    // Space on the focused button presses it once, not twice.
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('waits on the loading screen for the photos, not on the empty wall', async () => {
    renderShow([spaceHandler(VISITORS_SPACE, []), lenseMocks.livePhotos({ variant: 'slow' })]);
    expect(await screen.findByRole('status', { name: 'Loading the slideshow' })).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Photos will appear here as they are shared')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading the slideshow' })).toBeVisible();
  });

  it('keeps the photo on screen when a read of the live photos fails', async () => {
    const recorded = recordRequests();
    const reads = () => recorded.requests.filter(({ path }) => path === '/spaces/space-1/live/photos').length;
    const live = changingLivePhotos(PHOTOS);
    const streams = fakeStreams();
    renderShow([recorded.handler, spaceHandler(VISITORS_SPACE, []), live.handler], {
      openStream: streams.open,
    });
    const first = await screen.findByRole('img', { name: 'Photo by Wanjiru' });

    live.fail();
    act(() => streams.latest().emit('photos'));
    await waitFor(() => expect(reads()).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('img', { name: 'Photo by Wanjiru' })).toBe(first);
    expect(screen.getByText('by Wanjiru')).toBeVisible();
  });

  it('says so when the space does not exist', async () => {
    renderShow([
      lenseMocks.space({ variant: 'error', error: { status: 404, error: 'Space not found' } }),
      livePhotosHandler(PHOTOS),
    ]);
    expect(await screen.findByRole('heading', { name: 'Space not found' })).toBeVisible();
  });

  it('waits for the first photos with the code to the space', async () => {
    renderShow([...liveHandlers({ ...VISITORS_SPACE, title: 'amani & baraka' }, [])], {
      origin: 'https://lense.app',
    });
    expect(await screen.findByText('Photos will appear here as they are shared')).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code for Amani & Baraka' })).toBeVisible();
    expect(screen.getByText('Scan to see the photos')).toBeVisible();
  });
});
