import type { SpacePhoto } from '@lense/api-client';
import { buildPhoto } from '@lense/api-client/mocks';
import { LIVE_PHOTO_LIMIT, mergeLivePhotos, slideOf } from './livePhotos';

/** Photo `n`, taken `n` minutes after eight: a higher `n` is newer. */
const photo = (n: number, overrides: Partial<SpacePhoto> = {}) =>
  buildPhoto({
    id: `p${n}`,
    created_at: new Date(Date.UTC(2026, 6, 10, 20, n)).toISOString(),
    preview_url: `/previews/p${n}.webp`,
    ...overrides,
  });
const ids = (photos: SpacePhoto[]) => photos.map((p) => p.id);

describe('mergeLivePhotos', () => {
  it('keeps photos that moved past the first page, newest first', () => {
    const kept = [photo(3), photo(2), photo(1)];
    expect(ids(mergeLivePhotos(kept, [photo(5), photo(4), photo(3)], true))).toEqual([
      'p5',
      'p4',
      'p3',
      'p2',
      'p1',
    ]);
  });

  it('drops a photo missing from within the page: it was hidden or deleted', () => {
    const kept = [photo(4), photo(3), photo(2)];
    expect(ids(mergeLivePhotos(kept, [photo(4), photo(2)], true))).toEqual(['p4', 'p2']);
  });

  it('takes the page alone when it holds every photo', () => {
    expect(ids(mergeLivePhotos([photo(2), photo(1)], [photo(3)], false))).toEqual(['p3']);
  });

  it('shows only photos everyone may see', () => {
    const page = [photo(4, { state: 'hidden' }), photo(3, { state: 'processing' }), photo(2)];
    expect(ids(mergeLivePhotos([], page, false))).toEqual(['p2']);
  });

  it('keeps at most the newest 100', () => {
    const kept = Array.from({ length: 100 }, (_, index) => photo(100 - index));
    const merged = mergeLivePhotos(kept, [photo(130), photo(120), photo(101)], true);
    expect(merged).toHaveLength(LIVE_PHOTO_LIMIT);
    expect(ids(merged).slice(0, 4)).toEqual(['p130', 'p120', 'p101', 'p100']);
    expect(merged.at(-1)?.id).toBe('p4');
  });
});

describe('slideOf', () => {
  it('shows the preview, with the guest and their comment', () => {
    expect(slideOf(photo(1, { uploader_name: 'Wanjiru', comment: 'Cake time' }), 'Summer Festival')).toEqual({
      id: 'p1',
      src: '/previews/p1.webp',
      alt: 'Cake time',
      byline: 'by Wanjiru',
      comment: 'Cake time',
    });
  });

  it('describes a photo without a comment by who shared it, else by the event', () => {
    expect(slideOf(photo(1, { uploader_name: 'Wanjiru' }), 'Summer Festival').alt).toBe('Photo by Wanjiru');
    expect(slideOf(photo(1), 'Summer Festival')).toMatchObject({
      alt: 'Photo of Summer Festival',
      byline: null,
      comment: null,
    });
  });
});
