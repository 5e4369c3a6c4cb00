/** The events a space's live signal sends (GET /spaces/{space_id}/live), and `error` when it drops. */
export type LiveStreamEvent = 'ready' | 'photos' | 'error';

/** What the slideshow needs of an `EventSource`, so tests and stories can hand it a fake one. */
export interface LiveStream {
  /** `EventSource.CLOSED` (2) once the browser has given up on it (a 404, say). */
  readonly readyState: number;
  addEventListener(type: LiveStreamEvent, listener: () => void): void;
  removeEventListener(type: LiveStreamEvent, listener: () => void): void;
  close(): void;
}

/** Opens the stream at `url`, or gives null where streams are not available (the slideshow then polls). */
export type OpenLiveStream = (url: string) => LiveStream | null;

/** `EventSource.CLOSED`, readable where `EventSource` itself does not exist. */
export const STREAM_CLOSED = 2;

/** The browser's `EventSource`; null where there is none (an old browser, jsdom). */
export const openEventSource: OpenLiveStream = (url) =>
  typeof EventSource === 'undefined' ? null : new EventSource(url);

/** A stream that never sends anything, for stories and tests that must hold still. */
export const silentStream: OpenLiveStream = () => ({
  readyState: 1,
  addEventListener: () => {},
  removeEventListener: () => {},
  close: () => {},
});
