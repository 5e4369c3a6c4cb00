import { PROCESSING_REFRESH_MS } from '@lense/api-client/hooks';
import { buildPhoto, lenseMocks } from '@lense/api-client/mocks';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../testing/renderApp';
import { type MockHandler, recordRequests } from '../../testing/requests';
import { spaceHandler } from '../../testing/spaces';
import { liveHandlers, livePhotos, livePhotosHandler } from './fixtures';
import { LIVE_PHOTO_LIMIT } from './livePhotos';
import { type OpenLiveStream, silentStream } from './liveStream';
import { changingLivePhotos, fakeStreams } from './testStreams';
import { useLiveSpace } from './useLiveSpace';

const POLL_MS = 40;

function LivePhotos({ openStream }: { openStream: OpenLiveStream }) {
  const { space, photos, photosSettled, error } = useLiveSpace('space-1', {
    apiBase: '/api',
    openStream,
    pollMs: POLL_MS,
  });
  const state = [
    space ? `space ${space.title}` : 'no space',
    photosSettled ? 'photos settled' : 'photos loading',
    error ? `error ${error.status}` : 'no error',
  ];
  return (
    <>
      <output aria-label="State">{state.join(', ')}</output>
      <output aria-label="Photos">{photos.map((photo) => photo.id).join(' ')}</output>
    </>
  );
}

/** Renders the hook over `handlers`, counting the reads of the live photos and of the space. */
function follow(openStream: OpenLiveStream, handlers: MockHandler[] = liveHandlers({}, livePhotos(2))) {
  const recorded = recordRequests();
  const view = renderWithApp(<LivePhotos openStream={openStream} />, {
    handlers: [recorded.handler, ...handlers],
  });
  const readsOf = (path: string) => () => recorded.requests.filter((request) => request.path === path).length;
  return { ...view, reads: readsOf('/spaces/space-1/live/photos'), spaceReads: readsOf('/spaces/space-1') };
}

const shown = () => screen.getByLabelText('Photos').textContent?.split(' ').filter(Boolean) ?? [];
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useLiveSpace', () => {
  it('listens to the space live signal and reads the live photos again on each change', async () => {
    const streams = fakeStreams();
    const { reads, spaceReads } = follow(streams.open);
    await waitFor(() => expect(screen.getByLabelText('Photos')).toHaveTextContent('photo-1 photo-2'));
    expect(streams.opened.map(({ url }) => url)).toEqual(['/api/spaces/space-1/live']);
    expect(reads()).toBe(1);

    act(() => streams.latest().emit('photos'));
    await waitFor(() => expect(reads()).toBe(2));
    // The signal is enough: nothing is polled meanwhile.
    await pause(POLL_MS * 3);
    expect(reads()).toBe(2);
    // The space itself is read once: only its photos change live.
    expect(spaceReads()).toBe(1);
  });

  it('takes the space from its own read and the photos from the live photos', async () => {
    follow(silentStream, [spaceHandler({ title: 'Harvest Fair' }, livePhotos(3)), livePhotosHandler([])]);
    await waitFor(() =>
      expect(screen.getByLabelText('State')).toHaveTextContent('space Harvest Fair, photos settled'),
    );
    expect(shown()).toEqual([]);
  });

  it('does not read the space again while photos of its own read are processing', async () => {
    const processing = livePhotos(1, () => ({ state: 'processing' }));
    const { reads, spaceReads } = follow(silentStream, [
      spaceHandler({}, processing),
      livePhotosHandler(livePhotos(2)),
    ]);
    await waitFor(() => expect(reads()).toBe(1));
    await pause(PROCESSING_REFRESH_MS + 300);
    expect(spaceReads()).toBe(1);
  });

  it('reads the live photos once more when the signal starts listening, for what came before it', async () => {
    const streams = fakeStreams();
    const { reads, spaceReads } = follow(streams.open);
    await waitFor(() => expect(reads()).toBe(1));
    act(() => streams.latest().emit('ready'));
    await waitFor(() => expect(reads()).toBe(2));
    expect(spaceReads()).toBe(1);
  });

  it('reads the live photos every few seconds once the signal is refused (a private space 404s)', async () => {
    const streams = fakeStreams();
    const { reads, spaceReads } = follow(streams.open);
    await waitFor(() => expect(reads()).toBe(1));

    const stream = streams.latest();
    stream.readyState = 2;
    act(() => stream.emit('error'));
    expect(stream.closed).toBe(true);
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(3));
    expect(spaceReads()).toBe(1);
  });

  it('polls while the signal reconnects, and reads once more when it is back', async () => {
    const streams = fakeStreams();
    const { reads } = follow(streams.open);
    await waitFor(() => expect(reads()).toBe(1));

    const stream = streams.latest();
    act(() => stream.emit('error'));
    expect(stream.closed).toBe(false);
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2));

    act(() => stream.emit('ready'));
    await pause(POLL_MS / 2);
    const afterReady = reads();
    await pause(POLL_MS * 3);
    expect(reads()).toBe(afterReady);
  });

  it('polls where there is no EventSource', async () => {
    const { reads, spaceReads } = follow(() => null);
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(3));
    expect(spaceReads()).toBe(1);
  });

  it('closes the stream and stops polling on unmount', async () => {
    const streams = fakeStreams();
    const { reads, unmount } = follow(streams.open);
    await waitFor(() => expect(reads()).toBe(1));
    const stream = streams.latest();
    act(() => stream.emit('error'));
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2));

    unmount();
    expect(stream.closed).toBe(true);
    expect(stream.listening).toBe(0);
    const atUnmount = reads();
    await pause(POLL_MS * 4);
    expect(reads()).toBe(atUnmount);
  });

  it('shows a photo approved now first, though it was uploaded before the 30 newest', async () => {
    // A busy event: the space's first page is its 30 newest uploads, and more follow.
    const newest = livePhotos(30);
    // A guest sent this an hour before all of them; the owner approves it now.
    const approved = buildPhoto({
      ...newest[0],
      id: 'approved-guest-photo',
      uploader_name: 'Wanjiru',
      created_at: new Date(Date.UTC(2026, 6, 10, 18, 0)).toISOString(),
    });
    const live = changingLivePhotos(newest);
    const streams = fakeStreams();
    follow(streams.open, [spaceHandler({}, newest, true), live.handler]);
    await waitFor(() => expect(shown()).toHaveLength(30));
    expect(shown()).not.toContain('approved-guest-photo');

    // The approval puts it first in the live photos and the signal says so.
    live.set([approved, ...newest]);
    act(() => streams.latest().emit('photos'));
    await waitFor(() => expect(shown()[0]).toBe('approved-guest-photo'));
    expect(shown()).toHaveLength(31);
    expect(shown().slice(1)).toEqual(newest.map((photo) => photo.id));
  });

  it('shows more than 30 approved at once', async () => {
    const live = changingLivePhotos(livePhotos(5));
    const streams = fakeStreams();
    follow(streams.open, [spaceHandler({}, []), live.handler]);
    await waitFor(() => expect(shown()).toHaveLength(5));

    const batch = livePhotos(45).map((photo) => ({ ...photo, id: `batch-${photo.id}` }));
    live.set([...batch, ...livePhotos(5)]);
    act(() => streams.latest().emit('photos'));
    await waitFor(() => expect(shown()).toHaveLength(50));
    expect(shown()[0]).toBe('batch-photo-1');
  });

  it('shows the live photos everyone may see, in their order, at most 100', async () => {
    const photos = [
      ...livePhotos(2, () => ({ state: 'hidden' })).map((photo) => ({ ...photo, id: `hidden-${photo.id}` })),
      ...livePhotos(LIVE_PHOTO_LIMIT + 5),
    ];
    follow(silentStream, liveHandlers({}, photos));
    await waitFor(() => expect(shown()).toHaveLength(LIVE_PHOTO_LIMIT));
    expect(shown()).toEqual(livePhotos(LIVE_PHOTO_LIMIT).map((photo) => photo.id));
  });

  it('keeps the photos through a failed read of the live photos', async () => {
    const live = changingLivePhotos(livePhotos(3));
    const streams = fakeStreams();
    const { reads } = follow(streams.open, [spaceHandler({}, []), live.handler]);
    await waitFor(() => expect(shown()).toHaveLength(3));

    live.fail();
    act(() => streams.latest().emit('photos'));
    await waitFor(() => expect(reads()).toBe(2));
    await pause(POLL_MS);
    expect(shown()).toEqual(['photo-1', 'photo-2', 'photo-3']);

    // The next signal's read succeeds again.
    live.set(livePhotos(4));
    act(() => streams.latest().emit('photos'));
    await waitFor(() => expect(shown()).toHaveLength(4));
  });

  it('gives the error of the space read, not of the live photos', async () => {
    follow(silentStream, [
      spaceHandler({ title: 'Harvest Fair' }, []),
      lenseMocks.livePhotos({ variant: 'error' }),
    ]);
    await waitFor(() =>
      expect(screen.getByLabelText('State')).toHaveTextContent(
        'space Harvest Fair, photos settled, no error',
      ),
    );
    expect(shown()).toEqual([]);
  });

  it('gives the error of the space read while the live photos answer', async () => {
    follow(silentStream, [
      lenseMocks.space({ variant: 'error', error: { status: 404, error: 'Space not found' } }),
      livePhotosHandler(livePhotos(2)),
    ]);
    await waitFor(() =>
      expect(screen.getByLabelText('State')).toHaveTextContent('no space, photos settled, error 404'),
    );
  });
});
