import { describe, expect, it } from 'vitest';
import {
  filterPhotos,
  initialPhotoListState,
  type ListedPhoto as Photo,
  type PhotoListState,
  photoListReducer,
} from './photoList';

const photo = (
  id: number,
  state: 'visible' | 'hidden' = 'visible',
  url = `https://cdn.test/${id}.jpg`,
): Photo => ({
  id: String(id),
  url,
  state,
});
const ids = (photos: readonly Photo[]) => photos.map((p) => Number(p.id));

function withPhotos(...photos: Photo[]): PhotoListState {
  return photoListReducer(initialPhotoListState(), { type: 'addPage', photos, hasMore: true });
}

describe('initialPhotoListState', () => {
  it('starts empty on page 1 with more to load and all shown', () => {
    expect(initialPhotoListState()).toEqual({
      data: [],
      selected: [],
      filtered: [],
      loadingPhotos: false,
      loadingMorePhotos: false,
      hasMorePhotos: true,
      page: 1,
      filters: { state: 'all' },
    });
  });
});

describe('photoListReducer', () => {
  it('adds a page, advances the page and records whether more exist', () => {
    const state = photoListReducer(withPhotos(photo(1), photo(2)), {
      type: 'addPage',
      photos: [photo(3)],
      hasMore: false,
    });
    expect(ids(state.data)).toEqual([1, 2, 3]);
    expect(ids(state.filtered)).toEqual([1, 2, 3]);
    expect(state.page).toBe(3);
    expect(state.hasMorePhotos).toBe(false);
  });

  it('deduplicates by url, across pages and within a page', () => {
    const state = photoListReducer(withPhotos(photo(1)), {
      type: 'addPage',
      photos: [
        photo(2, 'visible', 'https://cdn.test/1.jpg'),
        photo(3),
        photo(4, 'visible', 'https://cdn.test/3.jpg'),
      ],
      hasMore: true,
    });
    expect(ids(state.data)).toEqual([1, 3]);
  });

  it('ends loading when a page arrives', () => {
    const loading = photoListReducer(initialPhotoListState(), {
      type: 'setLoading',
      loadingPhotos: true,
      loadingMorePhotos: true,
    });
    expect([loading.loadingPhotos, loading.loadingMorePhotos]).toEqual([true, true]);
    const state = photoListReducer(loading, { type: 'addPage', photos: [], hasMore: false });
    expect([state.loadingPhotos, state.loadingMorePhotos]).toEqual([false, false]);
  });

  it('sets one loading flag without touching the other', () => {
    const state = photoListReducer(initialPhotoListState(), { type: 'setLoading', loadingMorePhotos: true });
    expect([state.loadingPhotos, state.loadingMorePhotos]).toEqual([false, true]);
  });

  it('recomputes the filtered list when the filter changes', () => {
    const base = withPhotos(photo(1, 'visible'), photo(2, 'hidden'), photo(3, 'visible'));
    const hidden = photoListReducer(base, { type: 'setFilter', state: 'hidden' });
    expect(ids(hidden.filtered)).toEqual([2]);
    expect(hidden.filters.state).toBe('hidden');
    const visible = photoListReducer(hidden, { type: 'setFilter', state: 'visible' });
    expect(ids(visible.filtered)).toEqual([1, 3]);
    expect(ids(photoListReducer(visible, { type: 'setFilter', state: 'all' }).filtered)).toEqual([1, 2, 3]);
    expect(ids(visible.data)).toEqual([1, 2, 3]);
  });

  it('applies the current filter to newly added pages', () => {
    const hidden = photoListReducer(withPhotos(photo(1)), { type: 'setFilter', state: 'hidden' });
    const state = photoListReducer(hidden, { type: 'addPage', photos: [photo(2, 'hidden')], hasMore: true });
    expect(ids(state.filtered)).toEqual([2]);
  });

  it('makes the selected photo the only selected one', () => {
    const base = withPhotos(photo(1), photo(2));
    const first = photoListReducer(base, { type: 'select', id: '1' });
    expect(ids(first.selected)).toEqual([1]);
    const second = photoListReducer(first, { type: 'select', id: '2' });
    expect(ids(second.selected)).toEqual([2]);
    expect(photoListReducer(second, { type: 'select', id: '99' }).selected).toEqual([]);
    expect(photoListReducer(second, { type: 'clearSelection' }).selected).toEqual([]);
  });

  it('drops a photo whose image failed to load from every list', () => {
    let state = withPhotos(photo(1), photo(2));
    state = photoListReducer(state, { type: 'select', id: '2' });
    state = photoListReducer(state, { type: 'dropFailedImage', url: 'https://cdn.test/2.jpg' });
    expect(ids(state.data)).toEqual([1]);
    expect(ids(state.filtered)).toEqual([1]);
    expect(state.selected).toEqual([]);
  });

  it('resets to empty lists, page 1 and more to load', () => {
    let state = withPhotos(photo(1));
    state = photoListReducer(state, { type: 'addPage', photos: [photo(2)], hasMore: false });
    state = photoListReducer(state, { type: 'select', id: '1' });
    state = photoListReducer(state, { type: 'reset' });
    expect(state).toMatchObject({ data: [], selected: [], filtered: [], page: 1, hasMorePhotos: true });
  });

  it('does not change the previous state', () => {
    const before = withPhotos(photo(1), photo(2, 'hidden'));
    const snapshot = structuredClone(before);
    photoListReducer(before, { type: 'setFilter', state: 'hidden' });
    photoListReducer(before, { type: 'dropFailedImage', url: 'https://cdn.test/1.jpg' });
    expect(before).toEqual(snapshot);
  });
});

describe('filterPhotos', () => {
  it('returns a copy for all', () => {
    const photos = [photo(1)];
    expect(filterPhotos(photos, 'all')).not.toBe(photos);
    expect(filterPhotos(photos, 'all')).toEqual(photos);
  });
});
