import type { ApiSpace, ApiUser } from '@lense/api-client';
import { type SpaceView, useSpace } from '@lense/api-client/hooks';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../config/paths';

// What the screens of a space share, whichever feature shows them (the space's pages, its management,
// its slideshow and its poster).

/**
 * The `:spaceId` of the current /spaces/:spaceId/* route ('' when absent). Screens inside the space
 * wrapper read their space with `useSpace(useSpaceRouteId())`; the wrapper has already loaded it.
 */
export function useSpaceRouteId(): string {
  return useParams<{ spaceId: string }>().spaceId ?? '';
}

/**
 * A space's owner may edit, manage and delete it: the API marks the spaces the current user owns
 * (`owner`), and a space whose `user_id` is the current user's id is theirs too.
 */
export function isSpaceOwner(
  space: { owner?: boolean | null; user_id?: string | number | null },
  user: Pick<ApiUser, 'id'> | null | undefined,
): boolean {
  if (space.owner) return true;
  return user != null && space.user_id != null && String(space.user_id) === String(user.id);
}

/**
 * A space card's cover props from the list's `cover`; before the space has a photo to show, an empty cover
 * keeps the grid's cards even.
 */
export function spaceCardCover(space: Pick<ApiSpace, 'cover'>): {
  coverUrl: string | null;
  coverSrcSet?: string;
} {
  const cover = space.cover;
  if (!cover) return { coverUrl: null };
  const widths = [`${cover.thumb_url} 400w`, ...(cover.medium_url ? [`${cover.medium_url} 800w`] : [])];
  return { coverUrl: cover.thumb_url, coverSrcSet: widths.join(', ') };
}

/** The public address of a space (its view page) on `origin`. */
export function publicSpaceUrl(spaceId: string, origin: string = window.location.origin): string {
  return `${origin.replace(/\/+$/, '')}${paths.space.view(spaceId)}`;
}

/**
 * `useSpace`, keeping the last space loaded for this id while its cache entry is dropped (after a
 * delete, until the redirect), so the screen does not flash back to a spinner.
 */
export function useLoadedSpace(spaceId: string) {
  const query = useSpace(spaceId);
  const last = useRef<{ id: string; view: SpaceView } | null>(null);
  if (query.data) last.current = { id: spaceId, view: query.data };
  const view = query.data ?? (last.current?.id === spaceId ? last.current.view : undefined);
  return { ...query, view };
}
