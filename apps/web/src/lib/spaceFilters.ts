import type { ApiSpace } from '@lense/api-client';
import { cosineSimilarity } from './cosineSimilarity';
import { spaceState } from './spaceState';

/** State filter: open or closed spaces, all of them, or `'none'` (filter emptied, keeps all). */
export type SpaceStateFilter = 'open' | 'closed' | 'all' | 'none';

/** Owner filter: my spaces, other people's public spaces, all, or `'none'` (emptied, keeps all). */
export type SpaceOwnerFilter = 'me' | 'public' | 'all' | 'none';

/** Filters of the space list. A `null` bound or an empty search term does not filter. */
export interface SpaceFilters {
  state: SpaceStateFilter;
  owner: SpaceOwnerFilter;
  searchTerm: string;
  latRangeMin: number | null;
  latRangeMax: number | null;
  lngRangeMin: number | null;
  lngRangeMax: number | null;
}

/** The filters of a fresh list: every space, no search, no box. */
export const DEFAULT_SPACE_FILTERS: SpaceFilters = {
  state: 'all',
  owner: 'all',
  searchTerm: '',
  latRangeMin: null,
  latRangeMax: null,
  lngRangeMin: null,
  lngRangeMax: null,
};

/** Every filter emptied, the state filter included (`'none'`). */
export const EMPTY_SPACE_FILTERS: SpaceFilters = {
  ...DEFAULT_SPACE_FILTERS,
  state: 'none',
  owner: 'none',
};

/** The fields of a space the filters read. */
export type FilterableSpace = Pick<ApiSpace, 'id' | 'title' | 'start_date' | 'end_date' | 'is_public'> &
  Partial<Pick<ApiSpace, 'owner' | 'lat' | 'lng'>>;

function coordinate(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function withinBounds(value: number | undefined, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true;
  if (value === undefined) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

/** Whether a space passes the state filter at `now`. */
export function matchesStateFilter(space: FilterableSpace, filter: SpaceStateFilter, now: number): boolean {
  if (filter === 'all' || filter === 'none') return true;
  return spaceState(space, now) === filter;
}

/**
 * Whether a space passes the owner filter: `'me'` keeps the current user's spaces (`owner` truthy),
 * `'public'` keeps other people's public spaces.
 */
export function matchesOwnerFilter(space: FilterableSpace, filter: SpaceOwnerFilter): boolean {
  if (filter === 'me') return Boolean(space.owner);
  if (filter === 'public') return !space.owner && space.is_public;
  return true;
}

/**
 * Whether a space lies inside the lat/lng box (bounds inclusive). Latitude is compared with the
 * latitude bounds and longitude with the longitude bounds (see ADR 0004). A space without a readable
 * coordinate is kept only while that axis has no bound.
 */
export function matchesBox(space: FilterableSpace, filters: SpaceFilters): boolean {
  return (
    withinBounds(coordinate(space.lat), filters.latRangeMin, filters.latRangeMax) &&
    withinBounds(coordinate(space.lng), filters.lngRangeMin, filters.lngRangeMax)
  );
}

/**
 * Applies the filters to a list: keeps the spaces passing the state, owner and box filters, then,
 * when there is a search term, orders them by cosine similarity of title to the term (most similar
 * first; equal scores keep their order). Returns a new array; the input is not changed.
 */
export function applySpaceFilters<T extends FilterableSpace>(
  spaces: readonly T[],
  filters: SpaceFilters,
  now: number = Date.now(),
): T[] {
  const kept = spaces.filter(
    (space) =>
      matchesStateFilter(space, filters.state, now) &&
      matchesOwnerFilter(space, filters.owner) &&
      matchesBox(space, filters),
  );
  const term = filters.searchTerm.trim();
  if (!term) return kept;
  return kept
    .map((space, index) => ({ space, index, score: cosineSimilarity(space.title ?? '', term) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ space }) => space);
}
