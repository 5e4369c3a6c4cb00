import { spaceCardCover } from './space';

describe('spaceCardCover', () => {
  it("offers the cover's two widths, the small one as the fallback", () => {
    const cover = {
      photo_id: 'p1',
      width: 4000,
      height: 3000,
      placeholder: null,
      thumb_url: '/api/photos/p1/images/t.webp',
      medium_url: '/api/photos/p1/images/m.webp',
      preview_url: null,
    };
    expect(spaceCardCover({ cover })).toEqual({
      coverUrl: '/api/photos/p1/images/t.webp',
      coverSrcSet: '/api/photos/p1/images/t.webp 400w, /api/photos/p1/images/m.webp 800w',
    });
    expect(spaceCardCover({ cover: { ...cover, medium_url: null } }).coverSrcSet).toBe(
      '/api/photos/p1/images/t.webp 400w',
    );
  });

  it('keeps an empty cover for a space without a photo to show', () => {
    expect(spaceCardCover({ cover: null })).toEqual({ coverUrl: null });
    expect(spaceCardCover({})).toEqual({ coverUrl: null });
  });
});
