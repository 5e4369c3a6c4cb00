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
