import type { SpacePhoto } from '@lense/api-client';
import { buildPhoto } from '@lense/api-client/mocks';
import { renderHook } from '@testing-library/react';
import { type LiveMessages, useLiveMessages } from './liveMessages';
import { isShowable, slideOf } from './livePhotos';

/** Photo `n`, taken `n` minutes after eight: a higher `n` is newer. */
const photo = (n: number, overrides: Partial<SpacePhoto> = {}) =>
  buildPhoto({
    id: `p${n}`,
    created_at: new Date(Date.UTC(2026, 6, 10, 20, n)).toISOString(),
    preview_url: `/previews/p${n}.webp`,
    ...overrides,
  });
const ids = (photos: SpacePhoto[]) => photos.map((p) => p.id);

describe('isShowable', () => {
  it('shows only photos everyone may see', () => {
    const photos = [photo(4, { state: 'hidden' }), photo(3, { state: 'processing' }), photo(2)];
    expect(ids(photos.filter(isShowable))).toEqual(['p2']);
  });
});

describe('slideOf', () => {
  // The slideshow's words in English, as a screen has them.
  let t: LiveMessages;
  beforeAll(() => {
    t = renderHook(() => useLiveMessages()).result.current;
  });

  it('shows the preview, with the guest and their comment', () => {
    expect(
      slideOf(photo(1, { uploader_name: 'Wanjiru', comment: 'Cake time' }), 'Summer Festival', t),
    ).toEqual({
      id: 'p1',
      src: '/previews/p1.webp',
      alt: 'Cake time',
      byline: 'by Wanjiru',
      comment: 'Cake time',
    });
  });

  it('describes a photo without a comment by who shared it, else by the event', () => {
    expect(slideOf(photo(1, { uploader_name: 'Wanjiru' }), 'Summer Festival', t).alt).toBe(
      'Photo by Wanjiru',
    );
    expect(slideOf(photo(1), 'Summer Festival', t)).toMatchObject({
      alt: 'Photo of Summer Festival',
      byline: null,
      comment: null,
    });
  });
});
