import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { photoSources } from './photoSources';

const derived = {
  url: '/api/photos/p1/images/preview-aaaa.webp',
  thumb_url: '/api/photos/p1/images/thumb-aaaa.webp',
  medium_url: '/api/photos/p1/images/medium-aaaa.webp',
  preview_url: '/api/photos/p1/images/preview-aaaa.webp',
  placeholder: null,
};

describe('photoSources', () => {
  it('offers the thumbnail and preview at their real widths, for a landscape and a portrait photo', () => {
    expect(photoSources({ ...derived, width: 4000, height: 3000 })).toMatchObject({
      src: derived.thumb_url,
      srcSet: `${derived.thumb_url} 400w, ${derived.medium_url} 800w, ${derived.preview_url} 1600w`,
      width: 4000,
      height: 3000,
    });
    expect(photoSources({ ...derived, width: 3000, height: 4000 }).srcSet).toBe(
      `${derived.thumb_url} 400w, ${derived.medium_url} 800w, ${derived.preview_url} 1200w`,
    );
  });

  it('never claims a width larger than the preview, which the others are made from', () => {
    // A tall strip: the preview fits 1600 px of height (400 px wide), so the medium image is 400 px too.
    expect(photoSources({ ...derived, width: 1000, height: 4000 }).srcSet).toBe(
      `${derived.thumb_url} 400w, ${derived.medium_url} 400w, ${derived.preview_url} 400w`,
    );
  });

  it('never claims a width larger than a small photo has', () => {
    expect(photoSources({ ...derived, width: 320, height: 200 }).srcSet).toBe(
      `${derived.thumb_url} 320w, ${derived.medium_url} 320w, ${derived.preview_url} 320w`,
    );
  });

  it('falls back to the url while the derived images are being made', () => {
    const sources = photoSources({
      url: '/api/photos/p1/image',
      thumb_url: null,
      medium_url: null,
      preview_url: null,
      width: null,
      height: null,
      placeholder: null,
    });
    expect(sources).toEqual({
      src: '/api/photos/p1/image',
      srcSet: undefined,
      width: undefined,
      height: undefined,
      placeholder: undefined,
    });
  });

  it('turns the thumbhash into a data URL and ignores one it cannot read', () => {
    const rgba = new Uint8Array(8 * 6 * 4).fill(200);
    const hash = btoa(String.fromCharCode(...rgbaToThumbHash(8, 6, rgba)));
    expect(photoSources({ ...derived, width: 8, height: 6, placeholder: hash }).placeholder).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(photoSources({ ...derived, width: 8, height: 6, placeholder: '%%%' }).placeholder).toBeUndefined();
  });

  it('gives the same placeholder again without decoding it again, and distinct ones for distinct hashes', () => {
    const hashOf = (value: number) =>
      btoa(String.fromCharCode(...rgbaToThumbHash(8, 6, new Uint8Array(8 * 6 * 4).fill(value))));
    const [light, dark] = [hashOf(220), hashOf(20)];
    const first = photoSources({ ...derived, width: 8, height: 6, placeholder: light }).placeholder;
    expect(photoSources({ ...derived, width: 8, height: 6, placeholder: light }).placeholder).toBe(first);
    expect(photoSources({ ...derived, width: 8, height: 6, placeholder: dark }).placeholder).not.toBe(first);
    expect(photoSources({ ...derived, width: 8, height: 6, placeholder: '%%%' }).placeholder).toBeUndefined();
  });
});
