import type { SpacePhoto } from '@lense/api-client';
import { buildSpace, HttpResponse, http } from '@lense/api-client/mocks';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../testing/renderApp';
import { recordRequests } from '../../testing/requests';
import { spaceHandler } from '../spaces/testSupport';
import { livePhotos } from './fixtures';
import type { OpenLiveStream } from './liveStream';
import { fakeStreams } from './testStreams';
import { useLiveSpace } from './useLiveSpace';

const POLL_MS = 40;

function LivePhotos({ openStream }: { openStream: OpenLiveStream }) {
  const { photos } = useLiveSpace('space-1', { apiBase: '/api', openStream, pollMs: POLL_MS });
  return <output aria-label="Photos">{photos.map((photo) => photo.id).join(' ')}</output>;
}

/** Renders the hook over `handlers`, counting the reads of the space. */
function follow(openStream: OpenLiveStream, handlers = [spaceHandler({}, livePhotos(2))]) {
  const recorded = recordRequests();
  const view = renderWithApp(<LivePhotos openStream={openStream} />, {
    handlers: [recorded.handler, ...handlers],
  });
  const reads = () => recorded.requests.filter((request) => request.path === '/spaces/space-1').length;
  return { ...view, reads };
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useLiveSpace', () => {
  it('listens to the space live signal and reads the space again on each change', async () => {
    const streams = fakeStreams();
    const { reads } = follow(streams.open);
    await waitFor(() => expect(screen.getByLabelText('Photos')).toHaveTextContent('photo-1 photo-2'));
    expect(streams.opened.map(({ url }) => url)).toEqual(['/api/spaces/space-1/live']);
    expect(reads()).toBe(1);

    act(() => streams.latest().emit('photos'));
    await waitFor(() => expect(reads()).toBe(2));
    // The signal is enough: nothing is polled meanwhile.
    await pause(POLL_MS * 3);
    expect(reads()).toBe(2);
  });

  it('reads the space once more when the signal starts listening, for what came before it', async () => {
    const streams = fakeStreams();
    const { reads } = follow(streams.open);
    await waitFor(() => expect(reads()).toBe(1));
    act(() => streams.latest().emit('ready'));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('reads the space every few seconds once the signal is refused (a private space 404s)', async () => {
    const streams = fakeStreams();
    const { reads } = follow(streams.open);
    await waitFor(() => expect(reads()).toBe(1));

    const stream = streams.latest();
    stream.readyState = 2;
    act(() => stream.emit('error'));
    expect(stream.closed).toBe(true);
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(3));
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
    const { reads } = follow(() => null);
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(3));
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

  it('keeps photos that moved past the first page, up to the newest 100', async () => {
    // Each read finds 30 photos newer than the last read's, as at a busy event.
    let read = 0;
    const busySpace = http.get('*/api/spaces/:spaceId', () => {
      read += 1;
      const photos: SpacePhoto[] = livePhotos(30).map((photo, index) => ({
        ...photo,
        id: `r${read}-${index + 1}`,
        created_at: new Date(Date.UTC(2026, 6, 10, read, 59 - index)).toISOString(),
      }));
      return HttpResponse.json({ space: buildSpace(), photos, has_more_photos: true, watermark: null });
    });
    const streams = fakeStreams();
    follow(streams.open, [busySpace]);
    const shown = () => screen.getByLabelText('Photos').textContent?.split(' ').filter(Boolean) ?? [];
    await waitFor(() => expect(shown()).toHaveLength(30));

    for (let next = 2; next <= 5; next++) {
      act(() => streams.latest().emit('photos'));
      await waitFor(() => expect(shown()[0]).toBe(`r${next}-1`));
    }
    expect(shown()).toHaveLength(100);
    expect(shown().at(-1)).toBe('r2-10');
  });
});
