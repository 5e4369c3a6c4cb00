import { describe, expect, it } from 'vitest';
import { DEFAULT_SPACE_FILTERS, EMPTY_SPACE_FILTERS } from './spaceFilters';
import {
  createSpaceListReducer,
  initialSpaceListState,
  type SpaceListState,
  spaceListReducer,
} from './spaceList';
import { makeSpace } from './testSpaces';

const NOW = new Date(2026, 4, 11, 12).getTime();
const reduce = createSpaceListReducer({ now: () => NOW });
const ids = (spaces: readonly { id: string }[]) => spaces.map((space) => space.id);

const a = makeSpace({ id: 'a', title: 'Alpha' });
const b = makeSpace({ id: 'b', title: 'Beta' });
const c = makeSpace({ id: 'c', title: 'Gamma', start_date: '2026-01-01', end_date: '2026-01-02' });

function loaded(): SpaceListState {
  return reduce(initialSpaceListState(), { type: 'replaceAll', spaces: [a, b] });
}

describe('initialSpaceListState', () => {
  it('starts empty, with more to fetch and every space shown', () => {
    const state = initialSpaceListState();
    expect(state).toMatchObject({
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
    });
    expect(state.filters.state).toBe('all');
  });
});

describe('spaceListReducer', () => {
  it('replaces all spaces and recomputes the filtered list', () => {
    const state = reduce(loaded(), { type: 'replaceAll', spaces: [c] });
    expect(ids(state.data)).toEqual(['c']);
    expect(ids(state.filtered)).toEqual(['c']);
    expect(state.hasNoSpaces).toBe(false);
  });

  it('records an empty list as having no spaces and stops loading', () => {
    const loading = reduce(initialSpaceListState(), { type: 'setLoadingSpaces', loading: true });
    expect(loading.loadingSpaces).toBe(true);
    const state = reduce(loading, { type: 'replaceAll', spaces: [] });
    expect(state.hasNoSpaces).toBe(true);
    expect(state.loadingSpaces).toBe(false);
  });

  it('appends only spaces whose id is absent', () => {
    const updatedA = { ...a, title: 'Changed' };
    const state = reduce(loaded(), { type: 'appendMissing', spaces: [updatedA, c, c], hasMore: false });
    expect(ids(state.data)).toEqual(['a', 'b', 'c']);
    expect(state.data[0]?.title).toBe('Alpha');
    expect(state.has_more).toBe(false);
  });

  it('keeps has_more when a page does not say', () => {
    expect(reduce(loaded(), { type: 'appendMissing', spaces: [c] }).has_more).toBe(true);
  });

  it('updates filters and recomputes the filtered list', () => {
    const state = reduce(reduce(loaded(), { type: 'appendMissing', spaces: [c] }), {
      type: 'updateFilters',
      filters: { state: 'closed' },
    });
    expect(state.filters).toEqual({ ...DEFAULT_SPACE_FILTERS, state: 'closed' });
    expect(ids(state.filtered)).toEqual(['c']);
    expect(ids(state.data)).toEqual(['a', 'b', 'c']);
  });

  it('records a newly created space and adds it to the list', () => {
    const state = reduce(loaded(), { type: 'addNewlyCreated', space: c });
    expect(state.newlyCreated).toBe(c);
    expect(ids(state.data)).toEqual(['c', 'a', 'b']);
    expect(ids(state.filtered)).toContain('c');
  });

  it('does not duplicate a newly created space already in the list', () => {
    const state = reduce(loaded(), { type: 'addNewlyCreated', space: b });
    expect(ids(state.data)).toEqual(['b', 'a']);
  });

  it('clears hasNoSpaces when a first space is created', () => {
    const empty = reduce(initialSpaceListState(), { type: 'replaceAll', spaces: [] });
    expect(reduce(empty, { type: 'addNewlyCreated', space: a }).hasNoSpaces).toBe(false);
  });

  it('updates the active space and replaces the matching entry', () => {
    const renamed = { ...b, title: 'Beta 2' };
    const state = reduce(loaded(), { type: 'updateActive', space: renamed });
    expect(state.active).toBe(renamed);
    expect(state.data[1]).toBe(renamed);
    expect(state.filtered[1]).toBe(renamed);
    expect(state.data[0]).toBe(a);
  });

  it('sets the active space and clears the not-found flag', () => {
    const failed = reduce(loaded(), { type: 'setSpaceNotFound', notFound: true });
    expect(failed.spaceNotFound).toBe(true);
    const state = reduce(failed, { type: 'setActive', space: a });
    expect(state.active).toBe(a);
    expect(state.spaceNotFound).toBe(false);
  });

  it('tracks loading of the active space', () => {
    const loading = reduce(loaded(), { type: 'setLoadingSpace', loading: true });
    expect(loading.loadingSpace).toBe(true);
    expect(reduce(loading, { type: 'setSpaceNotFound', notFound: true }).loadingSpace).toBe(false);
  });

  it('deletes by id from the list, the active and the newly created space', () => {
    let state = reduce(loaded(), { type: 'updateActive', space: a });
    state = reduce(state, { type: 'addNewlyCreated', space: c });
    state = reduce(state, { type: 'deleteById', id: 'a' });
    expect(ids(state.data)).toEqual(['c', 'b']);
    expect(ids(state.filtered)).toEqual(['c', 'b']);
    expect(state.active).toBeNull();
    expect(state.newlyCreated).toBe(c);
  });

  it('marks the list empty when its last space is deleted', () => {
    const state = reduce(reduce(initialSpaceListState(), { type: 'replaceAll', spaces: [a] }), {
      type: 'deleteById',
      id: 'a',
    });
    expect(state.hasNoSpaces).toBe(true);
  });

  it('sets and clears the draft', () => {
    const drafted = reduce(loaded(), { type: 'setDraft', draft: { title: 'Draft' } });
    expect(drafted.draft).toEqual({ title: 'Draft' });
    expect(reduce(drafted, { type: 'clearDraft' }).draft).toBeNull();
  });

  it('resets filters by emptying every filter, state included', () => {
    let state = reduce(loaded(), {
      type: 'updateFilters',
      filters: { state: 'closed', owner: 'me', searchTerm: 'x', latRangeMin: 1, lngRangeMax: 2 },
    });
    expect(state.filtered).toEqual([]);
    state = reduce(state, { type: 'resetFilters' });
    expect(state.filters).toEqual(EMPTY_SPACE_FILTERS);
    expect(state.filters.state).toBe('none');
    expect(ids(state.filtered)).toEqual(['a', 'b']);
    expect(ids(state.data)).toEqual(['a', 'b']);
  });

  it('fully resets to the initial state with state filter all', () => {
    let state = reduce(loaded(), { type: 'resetFilters' });
    state = reduce(state, { type: 'setDraft', draft: { title: 'x' } });
    state = reduce(state, { type: 'reset' });
    const { key, ...rest } = state;
    const { key: _initialKey, ...initial } = initialSpaceListState();
    expect(rest).toEqual(initial);
    expect(state.filters.state).toBe('all');
  });

  it('regenerates the key on every change of the list or its filters', () => {
    const keys = new Set<number>();
    let state = initialSpaceListState();
    keys.add(state.key);
    for (const action of [
      { type: 'replaceAll', spaces: [a] },
      { type: 'appendMissing', spaces: [b] },
      { type: 'updateFilters', filters: { searchTerm: 'a' } },
      { type: 'addNewlyCreated', space: c },
      { type: 'updateActive', space: a },
      { type: 'deleteById', id: 'c' },
      { type: 'resetFilters' },
      { type: 'reset' },
    ] as const) {
      state = reduce(state, action);
      keys.add(state.key);
    }
    expect(keys.size).toBe(9);
  });

  it('does not change the previous state', () => {
    const before = loaded();
    const snapshot = structuredClone(before);
    reduce(before, { type: 'deleteById', id: 'a' });
    reduce(before, { type: 'updateFilters', filters: { state: 'closed' } });
    expect(before).toEqual(snapshot);
  });

  it('has a default reducer on the system clock', () => {
    const state = spaceListReducer(initialSpaceListState(), { type: 'replaceAll', spaces: [a] });
    expect(ids(state.data)).toEqual(['a']);
  });
});
