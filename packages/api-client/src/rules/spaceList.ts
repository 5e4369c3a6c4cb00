import type { Space } from '../types';
import {
  applySpaceFilters,
  DEFAULT_SPACE_FILTERS,
  EMPTY_SPACE_FILTERS,
  type SpaceFilters,
} from './spaceFilters';

/** The space list as the spaces screens see it. */
export interface SpaceListState<T extends Space = Space> {
  /** Every loaded space, in server order. */
  data: T[];
  /** `data` after filters and search ordering. */
  filtered: T[];
  /** The list is being fetched. */
  loadingSpaces: boolean;
  /** The active space is being fetched. */
  loadingSpace: boolean;
  /** The user has no space at all (the list loaded empty). */
  hasNoSpaces: boolean;
  /** The space being viewed or managed. */
  active: T | null;
  /** Fetching the active space failed. */
  spaceNotFound: boolean;
  /** A space being created, not yet saved. */
  draft: Partial<T> | null;
  /** The space created last in this session. */
  newlyCreated: T | null;
  /** More pages can be fetched. */
  has_more: boolean;
  /** Revision number, bumped whenever the list or its filters change (use as a React key). */
  key: number;
  /** The filters applied to compute `filtered`. */
  filters: SpaceFilters;
}

/**
 * Actions of the space list reducer:
 * - `replaceAll`: the list is exactly these spaces (ends loading; an empty list sets `hasNoSpaces`);
 * - `appendMissing`: adds the spaces whose id is not in the list yet (next page);
 * - `updateFilters`: merges filter changes;
 * - `addNewlyCreated`: records the space as `newlyCreated` and puts it first in the list;
 * - `updateActive`: makes the space active and replaces the list entry with the same id;
 * - `setActive`: makes a space (or none) active without touching the list, clearing `spaceNotFound`;
 * - `deleteById`: removes the space from the list (and as active or newly created);
 * - `setDraft` / `clearDraft`: the unsaved new space;
 * - `setLoadingSpaces` / `setLoadingSpace` / `setSpaceNotFound`: fetch flags;
 * - `resetFilters`: empties every filter, the state filter included (`'none'`);
 * - `reset`: back to the initial state, state filter `'all'`.
 */
export type SpaceListAction<T extends Space = Space> =
  | { type: 'replaceAll'; spaces: readonly T[]; hasMore?: boolean }
  | { type: 'appendMissing'; spaces: readonly T[]; hasMore?: boolean }
  | { type: 'updateFilters'; filters: Partial<SpaceFilters> }
  | { type: 'addNewlyCreated'; space: T }
  | { type: 'updateActive'; space: T }
  | { type: 'setActive'; space: T | null }
  | { type: 'deleteById'; id: T['id'] }
  | { type: 'setDraft'; draft: Partial<T> }
  | { type: 'clearDraft' }
  | { type: 'setLoadingSpaces'; loading: boolean }
  | { type: 'setLoadingSpace'; loading: boolean }
  | { type: 'setSpaceNotFound'; notFound: boolean }
  | { type: 'resetFilters' }
  | { type: 'reset' };

/** The state of a fresh list: nothing loaded, more to fetch, default filters (state 'all'). */
export function initialSpaceListState<T extends Space = Space>(): SpaceListState<T> {
  return {
    data: [],
    filtered: [],
    loadingSpaces: false,
    loadingSpace: false,
    hasNoSpaces: false,
    active: null,
    spaceNotFound: false,
    draft: null,
    newlyCreated: null,
    has_more: true,
    key: 0,
    filters: { ...DEFAULT_SPACE_FILTERS },
  };
}

/** Options of {@link createSpaceListReducer}. */
export interface SpaceListReducerOptions {
  /** Current time in ms, for the state filter; defaults to `Date.now`. */
  now?: () => number;
}

/**
 * Creates the pure space list reducer. The clock is injected because the state filter depends on
 * the time; everything else depends only on the state and the action.
 */
export function createSpaceListReducer(options: SpaceListReducerOptions = {}) {
  const now = options.now ?? Date.now;

  function withList<T extends Space>(
    state: SpaceListState<T>,
    changes: Partial<SpaceListState<T>>,
  ): SpaceListState<T> {
    const next = { ...state, ...changes };
    return { ...next, filtered: applySpaceFilters(next.data, next.filters, now()), key: state.key + 1 };
  }

  return function spaceListReducer<T extends Space>(
    state: SpaceListState<T>,
    action: SpaceListAction<T>,
  ): SpaceListState<T> {
    switch (action.type) {
      case 'replaceAll':
        return withList(state, {
          data: [...action.spaces],
          hasNoSpaces: action.spaces.length === 0,
          loadingSpaces: false,
          has_more: action.hasMore ?? state.has_more,
        });
      case 'appendMissing': {
        const known = new Set(state.data.map((space) => space.id));
        const added: T[] = [];
        for (const space of action.spaces) {
          if (known.has(space.id)) continue;
          known.add(space.id);
          added.push(space);
        }
        const data = [...state.data, ...added];
        return withList(state, {
          data,
          hasNoSpaces: data.length === 0,
          loadingSpaces: false,
          has_more: action.hasMore ?? state.has_more,
        });
      }
      case 'updateFilters':
        return withList(state, { filters: { ...state.filters, ...action.filters } });
      case 'addNewlyCreated':
        return withList(state, {
          newlyCreated: action.space,
          data: [action.space, ...state.data.filter((space) => space.id !== action.space.id)],
          hasNoSpaces: false,
        });
      case 'updateActive':
        return withList(state, {
          active: action.space,
          data: state.data.map((space) => (space.id === action.space.id ? action.space : space)),
        });
      case 'setActive':
        return { ...state, active: action.space, spaceNotFound: false, loadingSpace: false };
      case 'deleteById': {
        const data = state.data.filter((space) => space.id !== action.id);
        return withList(state, {
          data,
          hasNoSpaces: data.length === 0,
          active: state.active?.id === action.id ? null : state.active,
          newlyCreated: state.newlyCreated?.id === action.id ? null : state.newlyCreated,
        });
      }
      case 'setDraft':
        return { ...state, draft: action.draft };
      case 'clearDraft':
        return { ...state, draft: null };
      case 'setLoadingSpaces':
        return { ...state, loadingSpaces: action.loading };
      case 'setLoadingSpace':
        return { ...state, loadingSpace: action.loading };
      case 'setSpaceNotFound':
        return { ...state, spaceNotFound: action.notFound, loadingSpace: false };
      case 'resetFilters':
        return withList(state, { filters: { ...EMPTY_SPACE_FILTERS } });
      case 'reset':
        return { ...initialSpaceListState<T>(), key: state.key + 1 };
    }
  };
}

/** The space list reducer on the system clock; `filtered` and `key` are recomputed on every list or filter change. */
export const spaceListReducer = createSpaceListReducer();
