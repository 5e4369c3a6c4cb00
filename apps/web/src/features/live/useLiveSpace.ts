import { type ApiError, liveSpaceUrl, type SpacePhoto } from '@lense/api-client';
import { type SpaceView, useLivePhotos, useSpace } from '@lense/api-client/hooks';
import { useEffect, useMemo, useRef } from 'react';
import { isShowable, LIVE_PHOTO_LIMIT } from './livePhotos';
import { type OpenLiveStream, STREAM_CLOSED } from './liveStream';

/** Options of {@link useLiveSpace}. */
export interface LiveSpaceOptions {
  /** The API's base, on which the live signal's address is built. */
  apiBase: string;
  /** Opens the live signal (null where there is none). */
  openStream: OpenLiveStream;
  /** How often the live photos are read again while the signal is down. */
  pollMs: number;
}

/** What {@link useLiveSpace} gives. */
export interface LiveSpace {
  /** The space (title, dates, public or not), from its own read. */
  space: SpaceView['space'] | undefined;
  /**
   * The photos to show, most recently shown first (an approval puts a photo first): at most
   * {@link LIVE_PHOTO_LIMIT}, only those everyone may see. A failed read keeps the last ones.
   */
  photos: SpacePhoto[];
  /** Whether the live photos have answered once (photos or an error): until then the show is loading. */
  photosSettled: boolean;
  /** The error of the space's read: what the error screens show. */
  error: ApiError | undefined;
}

const NO_PHOTOS: SpacePhoto[] = [];

/**
 * Follows a space live: reads it once (`useSpace`) for what the show says besides its photos, and reads
 * its live photos (`useLivePhotos`: the photos most recently shown to visitors) again each time its live
 * signal says they changed. While the signal is down (a private space's, which an `EventSource` cannot ask
 * for with the token, answers 404) the live photos are read every `pollMs` instead. Everything stops on
 * unmount.
 */
export function useLiveSpace(spaceId: string, { apiBase, openStream, pollMs }: LiveSpaceOptions): LiveSpace {
  // The show takes no photo from the space's read: it need not be read again while its photos process.
  const { data: view, error } = useSpace(spaceId || null, { refreshInterval: 0 });
  const live = useLivePhotos(spaceId || null);
  // The effect below must not restart with each render's `mutate`.
  const reread = useRef(live.mutate);
  reread.current = live.mutate;

  useEffect(() => {
    if (!spaceId) return;
    const refresh = () => void reread.current();
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(refresh, pollMs);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const stream = openStream(liveSpaceUrl(apiBase, spaceId));
    if (!stream) {
      startPolling();
      return stopPolling;
    }
    // (Re)connected: what changed before the signal was listening (or while it was down) was not signalled.
    const onReady = () => {
      stopPolling();
      refresh();
    };
    const onError = () => {
      startPolling();
      // Closed for good (a 404): the browser will not reconnect.
      if (stream.readyState === STREAM_CLOSED) stream.close();
    };
    stream.addEventListener('ready', onReady);
    stream.addEventListener('photos', refresh);
    stream.addEventListener('error', onError);
    return () => {
      stream.removeEventListener('ready', onReady);
      stream.removeEventListener('photos', refresh);
      stream.removeEventListener('error', onError);
      stream.close();
      stopPolling();
    };
  }, [spaceId, apiBase, openStream, pollMs]);

  // SWR keeps the last answer through a failed read, so the show goes on with the photos it had.
  const data = live.data;
  const photos = useMemo(
    () => (data ? data.filter(isShowable).slice(0, LIVE_PHOTO_LIMIT) : NO_PHOTOS),
    [data],
  );
  return {
    space: view?.space,
    photos,
    photosSettled: data !== undefined || live.error !== undefined,
    error,
  };
}
