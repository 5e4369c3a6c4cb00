import type { User } from '@lense/api-client';
import { type SpaceView, useSpace } from '@lense/api-client/hooks';
import { useRef } from 'react';
import { paths } from '../../config/paths';

/**
 * A space's owner may edit, manage and delete it: the API marks the spaces the current user owns
 * (`owner`), and a space whose `user_id` is the current user's id is theirs too.
 */
export function isSpaceOwner(
  space: { owner?: boolean | null; user_id?: string | number | null },
  user: Pick<User, 'id'> | null | undefined,
): boolean {
  if (space.owner) return true;
  return user != null && space.user_id != null && String(space.user_id) === String(user.id);
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
