import { type FeedPhoto, type PhotoImageFields, photoSources, type SharedPhoto } from '@lense/api-client';
import { usePhoto } from '@lense/api-client/hooks';
import type { ViewerPhoto } from '@lense/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** The query parameter that names the photo open in the viewer, so an open photo has its own address. */
export const PHOTO_PARAM = 'photo';

type ShownPhoto = PhotoImageFields & Pick<FeedPhoto, 'id' | 'price' | 'comment'>;

/** The largest derived image of a photo the client knows: what Download saves of a free photo. */
export function largestImage(photo: ShownPhoto): string | undefined {
  return photo.preview_url ?? photo.medium_url ?? photo.thumb_url ?? undefined;
}

/** Builds a photo's own public address from its id. */
export type ShareUrlOf = (id: string) => string;

/**
 * A photo's own public address: the current page's (as the router has it), with the photo open
 * (`?photo={id}`). Stable while photos open and close on the page.
 */
export function usePhotoShareUrl(): ShareUrlOf {
  const { pathname, search } = useLocation();
  const rest = withOpenPhoto(new URLSearchParams(search), null).toString();
  return useMemo(
    () => (id: string) =>
      `${window.location.origin}${pathname}?${withOpenPhoto(new URLSearchParams(rest), id)}`,
    [pathname, rest],
  );
}

/**
 * A photo as the viewer shows it: its preview (the largest image a visitor gets), price and comment, the
 * image Download saves (the viewer offers it only for a free photo) and, with `shareUrlOf`, its address to
 * share (none for a hidden photo, which no visitor could open).
 */
export function viewerPhoto(photo: ShownPhoto, alt: string, shareUrlOf?: ShareUrlOf): ViewerPhoto {
  const sources = photoSources(photo);
  return {
    id: photo.id,
    src: photo.preview_url ?? photo.url,
    srcSet: sources.srcSet,
    width: sources.width,
    height: sources.height,
    // Decoded only for a photo the viewer shows, not for every photo of the grid.
    get placeholder() {
      return sources.placeholder;
    },
    alt,
    price: photo.price,
    comment: photo.comment,
    downloadUrl: largestImage(photo),
    // Built when the viewer shows the photo (it reads the window's origin), never on the server.
    get shareUrl() {
      return shareUrlOf?.(photo.id);
    },
  };
}

/** The search of the current address with the open photo set to `id` (or removed). */
export function withOpenPhoto(search: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === null) next.delete(PHOTO_PARAM);
  else next.set(PHOTO_PARAM, id);
  return next;
}

/**
 * Which of `photos` the viewer shows, kept in the address (`?photo={id}`): opening a tile's link adds it
 * to the history, moving between photos replaces it, closing removes it (Back also closes the viewer).
 */
export function useOpenPhoto(photos: readonly { id: string }[]) {
  const [search, setSearch] = useSearchParams();
  const openId = search.get(PHOTO_PARAM);
  const found = openId === null ? -1 : photos.findIndex((photo) => photo.id === openId);
  const onIndexChange = useCallback(
    (index: number | null) => {
      const id = index === null ? null : (photos[index]?.id ?? null);
      setSearch((current) => withOpenPhoto(current, id), { replace: true });
    },
    [photos, setSearch],
  );
  /** The address of a tile's link: the current one with the photo open. */
  const hrefOf = (id: string) => `?${withOpenPhoto(search, id)}`;
  /** The current address with no photo open. */
  const closedHref = `?${withOpenPhoto(search, null)}`;
  return { index: found === -1 ? null : found, onIndexChange, hrefOf, closedHref };
}

/** What a grid's `PhotoViewer` is given: the photos to move between, the open one and how to change it. */
export interface GridViewer {
  photos: ViewerPhoto[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The address of a tile's link: the current one with the photo open. */
  hrefOf: (id: string) => string;
  /** The current address with no photo open (the event's link from the viewer on the event's page). */
  closedHref: string;
}

/**
 * `index`, opened one frame late. The open viewer locks the page's scrolling and pads the page by the
 * scrollbar it measures as it opens (the window's width less the page's). A grid first renders at its
 * initial width before it measures its column, and a phone's window stays as wide as that page until the
 * next frame: opened in the same frame, the viewer reads a scrollbar hundreds of pixels wide and squeezes
 * the page behind it. Moving between photos or closing is not delayed.
 */
function useOpenedAfterAFrame(index: number | null): number | null {
  const wanted = index !== null;
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!wanted) {
      setOpened(false);
      return;
    }
    if (opened) return;
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [wanted, opened]);
  return opened ? index : null;
}

/**
 * The viewer of a grid of photos, open on the photo the address names. A shared address may name a photo
 * that is not on the pages loaded so far: once the grid has loaded (`loaded`), that photo is fetched and
 * shown on its own, described by `altOfShared` — when `accepts` it (a page with several grids opens it in
 * the one it belongs to).
 */
export function useGridViewer(
  photos: readonly { id: string }[],
  viewerPhotos: ViewerPhoto[],
  loaded: boolean,
  altOfShared: (shared: SharedPhoto) => string,
  accepts: (shared: SharedPhoto) => boolean = () => true,
): GridViewer {
  const open = useOpenPhoto(photos);
  const [search] = useSearchParams();
  const openId = search.get(PHOTO_PARAM);
  const elsewhere = loaded && open.index === null ? openId : null;
  const shared = usePhoto(elsewhere).data;
  const shareUrlOf = usePhotoShareUrl();
  const sharedPhotos = useMemo(
    () => (shared ? [viewerPhoto(shared.data, altOfShared(shared), shareUrlOf)] : []),
    [shared, altOfShared, shareUrlOf],
  );
  const { onIndexChange } = open;
  // On its own the shared photo can only be closed.
  const closeShared = useCallback(
    (index: number | null) => index === null && onIndexChange(null),
    [onIndexChange],
  );
  const showsShared = elsewhere !== null && shared?.data.id === elsewhere && accepts(shared);
  const index = useOpenedAfterAFrame(showsShared ? 0 : open.index);
  // For the commit it lags, the index may point past the photos now shown: closed meanwhile.
  const within = (shown: ViewerPhoto[]) => (index !== null && index < shown.length ? index : null);
  if (showsShared) {
    return {
      photos: sharedPhotos,
      index: within(sharedPhotos),
      onIndexChange: closeShared,
      hrefOf: open.hrefOf,
      closedHref: open.closedHref,
    };
  }
  return {
    photos: viewerPhotos,
    index: within(viewerPhotos),
    onIndexChange,
    hrefOf: open.hrefOf,
    closedHref: open.closedHref,
  };
}
