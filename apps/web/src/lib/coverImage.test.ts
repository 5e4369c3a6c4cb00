import { buildSpaceCover } from '@lense/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { coverImage } from './coverImage';

describe('coverImage', () => {
  it('shows no cover without one', () => {
    expect(coverImage(null)).toBeNull();
    expect(coverImage(undefined)).toBeNull();
  });

  it('offers every derived size at its real width, the largest as src', () => {
    const cover = buildSpaceCover({ width: 4000, height: 3000 });
    expect(coverImage(cover)).toEqual({
      src: cover.preview_url,
      srcSet: `${cover.thumb_url} 400w, ${cover.medium_url} 800w, ${cover.preview_url} 1600w`,
    });
    // A portrait preview is bound by its height; a small photo is never enlarged.
    expect(coverImage(buildSpaceCover({ width: 3000, height: 4000 }))?.srcSet).toContain(
      `${cover.preview_url} 1200w`,
    );
    expect(coverImage(buildSpaceCover({ width: 300, height: 200 }))?.srcSet).toBe(
      `${cover.thumb_url} 300w, ${cover.medium_url} 300w, ${cover.preview_url} 300w`,
    );
  });

  it('falls back to the smaller images while the larger ones are missing', () => {
    const cover = buildSpaceCover({ width: 1200, height: 800, medium_url: null, preview_url: null });
    expect(coverImage(cover)).toEqual({ src: cover.thumb_url, srcSet: `${cover.thumb_url} 400w` });
  });
});
