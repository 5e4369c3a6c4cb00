import type { SpacePhoto } from '@lense/api-client';
import { HttpResponse, http } from '@lense/api-client/mocks';
import type { LiveStream, LiveStreamEvent, OpenLiveStream } from './liveStream';

/** A stand-in for an `EventSource`: the test sends its events and sees whether it was closed. */
export class FakeStream implements LiveStream {
  readyState = 1;
  closed = false;
  readonly listeners = new Map<LiveStreamEvent, Set<() => void>>();

  addEventListener(type: LiveStreamEvent, listener: () => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: LiveStreamEvent, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  /** Sends `type` to the listeners, as the server (or the browser, for `error`) would. */
  emit(type: LiveStreamEvent) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }

  /** How many listeners are still attached. */
  get listening() {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}

/** Opens fake streams and remembers each with its address; `latest()` is the last one opened. */
export function fakeStreams() {
  const opened: { url: string; stream: FakeStream }[] = [];
  const open: OpenLiveStream = (url) => {
    const stream = new FakeStream();
    opened.push({ url, stream });
    return stream;
  };
  const latest = () => {
    const last = opened[opened.length - 1];
    if (!last) throw new Error('no stream opened');
    return last.stream;
  };
  return { open, opened, latest };
}

/**
 * GET /spaces/{space_id}/live/photos answering with what the test last `set` (or failing once told to
 * `fail`), as the server's answer changes before it sends a `photos` event.
 */
export function changingLivePhotos(initial: SpacePhoto[]) {
  let photos = initial;
  let failing = false;
  const handler = http.get('*/api/spaces/:space_id/live/photos', () =>
    failing
      ? HttpResponse.json({ error: 'internal server error' }, { status: 500 })
      : HttpResponse.json({ photos } satisfies { photos: SpacePhoto[] }),
  );
  return {
    handler,
    /** The photos of the next reads (and the reads succeed again). */
    set: (next: SpacePhoto[]) => {
      photos = next;
      failing = false;
    },
    /** The next reads fail with a 500. */
    fail: () => {
      failing = true;
    },
  };
}
