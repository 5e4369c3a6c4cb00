import { type ApiError, liveSpaceUrl, type SpacePhoto } from '@lense/api-client';
import { type SpaceView, useSpace } from '@lense/api-client/hooks';
import { useEffect, useRef, useState } from 'react';
import { mergeLivePhotos } from './livePhotos';
import { type OpenLiveStream, STREAM_CLOSED } from './liveStream';

/** Options of {@link useLiveSpace}. */
export interface LiveSpaceOptions {
  /** The API's base, on which the live signal's address is built. */
  apiBase: string;
  /** Opens the live signal (null where there is none). */
  openStream: OpenLiveStream;
  /** How often the space is read again while the signal is down. */
  pollMs: number;
}

/** What {@link useLiveSpace} gives. */
export interface LiveSpace {
  space: SpaceView['space'] | undefined;
  /** The photos to show, newest first: at most the newest 100, only those everyone may see. */
  photos: SpacePhoto[];
  error: ApiError | undefined;
}

/**
 * Follows a space live: reads it (`useSpace`) and reads it again each time its live signal says its photos
 * changed. While the signal is down (a private space's, which an `EventSource` cannot ask for with the
 * token, answers 404) the space is read every `pollMs` instead. Everything stops on unmount.
 */
export function useLiveSpace(spaceId: string, { apiBase, openStream, pollMs }: LiveSpaceOptions): LiveSpace {
  const { data, error, mutate } = useSpace(spaceId || null);
  // The effect below must not restart with each render's `mutate`.
  const reread = useRef(mutate);
  reread.current = mutate;

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

  // Each read is merged into the photos kept so far, so the show keeps photos that moved past the first page.
  const [photos, setPhotos] = useState<SpacePhoto[]>([]);
  const [merged, setMerged] = useState<SpaceView | undefined>(undefined);
  if (data !== merged) {
    setMerged(data);
    if (data) setPhotos((kept) => mergeLivePhotos(kept, data.photos, data.has_more_photos));
  }
  return { space: data?.space, photos, error };
}
