import { photosInState } from './photoStateFilter';

const photo = (id: number, state: 'visible' | 'hidden') => ({ id: String(id), state });
const ids = (photos: readonly { id: string }[]) => photos.map((p) => Number(p.id));

describe('photosInState', () => {
  it('keeps the photos of the chosen visibility, in order, and all of them for all', () => {
    const photos = [photo(1, 'visible'), photo(2, 'hidden'), photo(3, 'visible')];
    expect(ids(photosInState(photos, 'hidden'))).toEqual([2]);
    expect(ids(photosInState(photos, 'visible'))).toEqual([1, 3]);
    expect(ids(photosInState(photos, 'all'))).toEqual([1, 2, 3]);
  });

  it('returns a copy for all', () => {
    const photos = [photo(1, 'visible')];
    expect(photosInState(photos, 'all')).not.toBe(photos);
    expect(photosInState(photos, 'all')).toEqual(photos);
  });
});
