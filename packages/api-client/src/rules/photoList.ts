import type { SpacePhoto } from '../endpoints/types';

/**
 * What the photo list reads of a photo: its id, its image address (photos are de-duplicated by `url`)
 * and its visibility. A space's photos and the feed's photos fit.
 */
export type ListedPhoto = Pick<SpacePhoto, 'id' | 'url' | 'state'>;

/** Visibility filter of a photo list. */
export type PhotoStateFilter = 'all' | 'visible' | 'hidden';

/** Filters of a photo list. */
export interface PhotoFilters {
  state: PhotoStateFilter;
}

/** A photo list (a space's photos, or the public feed: same structure). */
export interface PhotoListState<T extends ListedPhoto = ListedPhoto> {
  /** Every loaded photo, unique by `url`, in load order. */
  data: T[];
  /** The selected photos (selection is single: zero or one). */
  selected: T[];
  /** `data` after the visibility filter. */
  filtered: T[];
  /** The first page is being fetched. */
  loadingPhotos: boolean;
  /** A further page is being fetched. */
  loadingMorePhotos: boolean;
  /** More pages can be fetched. */
  hasMorePhotos: boolean;
  /** The next page to fetch (1 for an empty list). */
  page: number;
  /** The filters applied to compute `filtered`. */
  filters: PhotoFilters;
}

/** Actions of the photo list reducer. */
export type PhotoListAction<T extends ListedPhoto = ListedPhoto> =
  | { type: 'addPage'; photos: readonly T[]; hasMore: boolean }
  | { type: 'setFilter'; state: PhotoStateFilter }
  | { type: 'select'; id: T['id'] }
  | { type: 'clearSelection' }
  | { type: 'setLoading'; loadingPhotos?: boolean; loadingMorePhotos?: boolean }
  | { type: 'dropFailedImage'; url: string }
  | { type: 'reset' };

/** A fresh list: nothing loaded, page 1, more to fetch, every photo shown. */
export function initialPhotoListState<T extends ListedPhoto = ListedPhoto>(): PhotoListState<T> {
  return {
    data: [],
    selected: [],
    filtered: [],
    loadingPhotos: false,
    loadingMorePhotos: false,
    hasMorePhotos: true,
    page: 1,
    filters: { state: 'all' },
  };
}

/** The photos that pass the visibility filter. */
export function filterPhotos<T extends ListedPhoto>(photos: readonly T[], state: PhotoStateFilter): T[] {
  return state === 'all' ? [...photos] : photos.filter((photo) => photo.state === state);
}

/**
 * The pure photo list reducer.
 * - `addPage` appends the photos whose url is not yet in the list, records whether more exist,
 *   advances `page` and ends loading;
 * - `setFilter` changes the visibility filter and recomputes `filtered`;
 * - `select` makes the photo with that id the only selected one;
 * - `dropFailedImage` removes the photo whose image failed to load, everywhere;
 * - `reset` gives empty lists, page 1 and `hasMorePhotos` true (the filter is kept).
 */
export function photoListReducer<T extends ListedPhoto>(
  state: PhotoListState<T>,
  action: PhotoListAction<T>,
): PhotoListState<T> {
  switch (action.type) {
    case 'addPage': {
      const known = new Set(state.data.map((photo) => photo.url));
      const added: T[] = [];
      for (const photo of action.photos) {
        if (known.has(photo.url)) continue;
        known.add(photo.url);
        added.push(photo);
      }
      const data = [...state.data, ...added];
      return {
        ...state,
        data,
        filtered: filterPhotos(data, state.filters.state),
        hasMorePhotos: action.hasMore,
        page: state.page + 1,
        loadingPhotos: false,
        loadingMorePhotos: false,
      };
    }
    case 'setFilter':
      return {
        ...state,
        filters: { ...state.filters, state: action.state },
        filtered: filterPhotos(state.data, action.state),
      };
    case 'select': {
      const photo = state.data.find((candidate) => candidate.id === action.id);
      return { ...state, selected: photo ? [photo] : [] };
    }
    case 'clearSelection':
      return { ...state, selected: [] };
    case 'setLoading':
      return {
        ...state,
        loadingPhotos: action.loadingPhotos ?? state.loadingPhotos,
        loadingMorePhotos: action.loadingMorePhotos ?? state.loadingMorePhotos,
      };
    case 'dropFailedImage': {
      const keep = (photo: T) => photo.url !== action.url;
      return {
        ...state,
        data: state.data.filter(keep),
        filtered: state.filtered.filter(keep),
        selected: state.selected.filter(keep),
      };
    }
    case 'reset':
      return { ...initialPhotoListState<T>(), filters: state.filters };
  }
}
