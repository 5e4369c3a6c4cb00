import sharp from 'sharp';
import { expect, it } from 'vitest';
import { appContentSecurityPolicy } from '../src/http/security-headers.ts';
import { photo, watermarkPng } from '../src/images/test-images.ts';
import { PHOTO_NOT_READY } from '../src/photos/photo-edits.ts';
import { describeBackends } from './helpers/harness.ts';
import { addPhotos, createSpace } from './helpers/spaces.ts';
import { uploadedImage, uploadPhoto } from './helpers/uploads.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A phone-like JPEG: stored sideways (EXIF orientation 6) with the camera and where it was taken. */
const phonePhoto = () =>
  sharp({
    create: {
      width: 300,
      height: 200,
      channels: 3,
      background: '#2a6',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneCo', ImageDescription: 'Home 1.2921S 36.8219E' } })
    .jpeg()
    .toBuffer();

interface ListedPhoto {
  id: string;
  url: string;
  path: string | null;
  state: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  thumb_url: string | null;
  medium_url: string | null;
  preview_url: string | null;
}

describeBackends('derived images and their delivery', (h) => {
  const listed = async (spaceId: string, token?: string): Promise<ListedPhoto[]> => {
    const res = await h.request({ method: 'GET', url: `/api/spaces/${spaceId}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().photos;
  };
  const get = (url: string) => h.request({ method: 'GET', url });

  it('makes upright, metadata-free WebP images and gives visitors stable, immutable addresses', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const id = await uploadPhoto(h, owner.token, space.id, await phonePhoto());

    const [seen] = await listed(space.id);
    expect(seen).toMatchObject({ id, state: 'visible', path: null, width: 200, height: 300 });
    expect(seen!.placeholder).toMatch(/^[A-Za-z0-9+/=]{10,40}$/);
    expect(seen!.thumb_url).toMatch(new RegExp(`^/api/photos/${id}/images/thumb-[0-9a-f]{20}\\.webp$`));
    expect(seen!.url).toBe(seen!.preview_url);
    for (const url of [seen!.thumb_url!, seen!.medium_url!, seen!.preview_url!]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
      expect(res.rawPayload.includes(Buffer.from('36.8219E'))).toBe(false);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([200, 300, undefined]);
    }
    // The public feed carries the same images and no original.
    const feed = await h.request({ method: 'GET', url: '/api/photos?detailed=true' });
    const inFeed = feed.json().photos.find((p: ListedPhoto) => p.id === id);
    expect(inFeed).toMatchObject({ thumb_url: seen!.thumb_url, width: 200, height: 300, path: null });
  });

  it('gives the owner signed addresses that work for hidden photos and private spaces, and nobody else', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const space = await createSpace(h, owner.token);
    const id = await uploadPhoto(h, owner.token, space.id, await photo(80, 60));
    const [visible] = await listed(space.id);
    const hide = await h.request({
      method: 'PATCH',
      url: `/api/photos/${id}/state`,
      token: owner.token,
      payload: { state: 'hidden' },
    });
    expect(hide.statusCode).toBe(200);
    // Hidden: its public addresses stop working at once, and visitors' lists leave it out.
    expect((await get(visible!.thumb_url!)).statusCode).toBe(404);
    expect(await listed(space.id)).toEqual([]);
    expect(await listed(space.id, stranger.token)).toEqual([]);

    const [own] = await listed(space.id, owner.token);
    expect(own).toMatchObject({ id, state: 'hidden', path: expect.stringMatching(/^spaces\//) });
    expect(own!.thumb_url).toMatch(/[?&]sig=/);
    const image = await get(own!.thumb_url!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    // The same address for an hour, so the browser's copy is used.
    expect((await listed(space.id, owner.token))[0]!.thumb_url).toBe(own!.thumb_url);
    // A changed signature, expiry or file is refused.
    const tampered = [
      own!.thumb_url!.replace(/sig=[^&]+/, 'sig=AAAA'),
      own!.thumb_url!.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      own!.preview_url!.replace(
        /images\/preview-[0-9a-f]+\.webp/,
        own!.thumb_url!.match(/thumb-[0-9a-f]+\.webp/)![0],
      ),
    ];
    for (const url of tampered) expect((await get(url)).statusCode, url).toBe(404);

    // A private space: the owner's addresses work, the public ones do not.
    await h.request({
      method: 'PATCH',
      url: `/api/photos/${id}/state`,
      token: owner.token,
      payload: { state: 'visible' },
    });
    await h.request({
      method: 'PATCH',
      url: `/api/spaces/${space.id}`,
      token: owner.token,
      payload: { is_public: false },
    });
    expect((await get(visible!.thumb_url!)).statusCode).toBe(404);
    expect((await get((await listed(space.id, owner.token))[0]!.thumb_url!)).statusCode).toBe(200);
  });

  it('shows a photo only once its images exist, hidden when its space hides new items', async () => {
    const owner = await h.signIn();
    const review = await createSpace(h, owner.token, { default_hide_items: true });
    const id = await uploadPhoto(h, owner.token, review.id, await photo(40, 30));
    expect((await listed(review.id, owner.token))[0]).toMatchObject({ id, state: 'hidden' });

    const [waiting] = await addPhotos(h, review.id, 1, { state: 'processing' });
    const [row] = (await listed(review.id, owner.token)).filter((p) => p.id === waiting);
    expect(row).toMatchObject({ state: 'processing', thumb_url: null, width: null });
    const shown = await h.request({
      method: 'PATCH',
      url: `/api/photos/${waiting}/state`,
      token: owner.token,
      payload: { state: 'visible' },
    });
    expect(shown.statusCode).toBe(409);
    expect(shown.json().error).toBe(PHOTO_NOT_READY);
  });

  it('re-makes the images when the watermark changes; visitors never get an unmarked one meanwhile', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const id = await uploadPhoto(h, owner.token, space.id, await photo(200, 200, { r: 0, g: 0, b: 0 }));
    const [plain] = await listed(space.id);

    const path = await uploadedImage(h, owner.token, 'watermark', space.id);
    const attached = await h.request({
      method: 'POST',
      url: `/api/spaces/${space.id}/watermark`,
      token: owner.token,
      payload: { path },
    });
    expect(attached.statusCode).toBe(201);
    const turnedOn = await h.request({
      method: 'PATCH',
      url: `/api/spaces/${space.id}`,
      token: owner.token,
      payload: { use_watermark: true, watermark: { top: 0, left: 0, height: 100, width: 100 } },
    });
    expect(turnedOn.statusCode).toBe(200);
    // Before the marked images exist visitors get no image at all, and the unmarked ones are closed to them.
    const [meanwhile] = await listed(space.id);
    expect(meanwhile!.thumb_url === null || meanwhile!.thumb_url.includes('/images/marked-thumb-')).toBe(
      true,
    );
    expect((await get(plain!.thumb_url!)).statusCode).toBe(404);

    await h.app.jobs.idle();
    const [marked] = await listed(space.id);
    expect(marked!.thumb_url).toMatch(/\/images\/marked-thumb-/);
    const image = await get(marked!.preview_url!);
    expect(image.statusCode).toBe(200);
    const stats = await sharp(image.rawPayload).stats();
    expect(stats.channels[0]!.max).toBeGreaterThan(100); // the white mark is on the black photo
    const [own] = await listed(space.id, owner.token);
    expect(own!.thumb_url).toMatch(/\/images\/thumb-/); // the owner sees the photo as it is

    // Turned off: the marked images go, their bytes with them.
    const row = () =>
      h.app.db
        .selectFrom('photos')
        .select(['marked_thumb_key', 'marked_medium_key', 'marked_preview_key'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const markedKeys = Object.values(await row()) as string[];
    await h.request({
      method: 'PATCH',
      url: `/api/spaces/${space.id}`,
      token: owner.token,
      payload: { use_watermark: false },
    });
    await h.app.jobs.idle();
    expect(await row()).toEqual({
      marked_thumb_key: null,
      marked_medium_key: null,
      marked_preview_key: null,
    });
    for (const key of markedKeys) await expect(h.app.storage.head(key)).rejects.toThrow();
    expect((await get(marked!.preview_url!)).statusCode).toBe(404);
    expect((await listed(space.id))[0]!.thumb_url).toBe(plain!.thumb_url);
  });

  it("keeps a photo's tile while its watermarked images are made: visitors get its placeholder, never cached", async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const id = await uploadPhoto(h, owner.token, space.id, await photo(200, 120, { r: 200, g: 40, b: 40 }));
    const path = await uploadedImage(h, owner.token, 'watermark', space.id);
    await h.request({
      method: 'POST',
      url: `/api/spaces/${space.id}/watermark`,
      token: owner.token,
      payload: { path },
    });
    await h.request({
      method: 'PATCH',
      url: `/api/spaces/${space.id}`,
      token: owner.token,
      payload: { use_watermark: true, watermark: { top: 0, left: 0, height: 100, width: 100 } },
    });
    await h.app.jobs.idle();
    // The moment before the marked images exist, held still.
    await h.app.db
      .updateTable('photos')
      .set({ marked_thumb_key: null, marked_medium_key: null, marked_preview_key: null })
      .where('id', '=', id)
      .execute();

    const [meanwhile] = await listed(space.id);
    expect(meanwhile!.thumb_url).toBeNull();
    const shown = await get(meanwhile!.url);
    expect([shown.statusCode, shown.headers['content-type'], shown.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'no-store',
    ]);
    const { width, height } = await sharp(shown.rawPayload).metadata();
    expect(Math.max(width ?? 0, height ?? 0)).toBeLessThanOrEqual(32); // a blur of its colours, not the photo
  });

  it('empties the public cache when a photo appears to visitors, not when a private or hidden one is ready', async () => {
    const owner = await h.signIn();
    const open = await createSpace(h, owner.token);
    const closed = await createSpace(h, owner.token, { is_public: false });
    const reviewed = await createSpace(h, owner.token, { default_hide_items: true });
    const feed = async () =>
      (await h.request({ method: 'GET', url: '/api/photos?page=1' }))
        .json()
        .photos.map((p: { id: string }) => p.id);
    const cached = await feed();
    // A row written behind the API's back shows only once something empties the cache.
    const [behind] = await addPhotos(h, open.id, 1, { start: new Date('2040-01-01') });
    await uploadPhoto(h, owner.token, closed.id, await photo(40, 30));
    await uploadPhoto(h, owner.token, reviewed.id, await photo(40, 30));
    expect(await feed()).toEqual(cached);
    const shown = await uploadPhoto(h, owner.token, open.id, await photo(40, 30));
    expect(await feed()).toEqual(expect.arrayContaining([behind, shown]));
  });

  it('never signs or serves an original to anyone but the owner', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const space = await createSpace(h, owner.token);
    const id = await uploadPhoto(
      h,
      owner.token,
      space.id,
      await watermarkPng(30, 30).then((png) => sharp(png).jpeg().toBuffer()),
    );
    const { path } = await h.app.db
      .selectFrom('photos')
      .select('path')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const token of [undefined, stranger.token]) {
      const res = await h.request({
        method: 'POST',
        url: '/api/presigned_urls',
        token,
        payload: { files: [{ name: path }], method: 'get' },
      });
      expect(res.statusCode).toBe(token ? 403 : 401);
    }
    const image = await h.request({ method: 'GET', url: `/api/photos/${id}/image`, token: stranger.token });
    expect(String(image.headers.location)).toMatch(/\/images\/preview-/);
  });
});

describeBackends(
  'derived images behind a CDN',
  (h) => {
    it("points visitors' image addresses at the CDN, which the API still answers, and keeps the owner's signed", async () => {
      const owner = await h.signIn();
      const space = await createSpace(h, owner.token);
      const id = await uploadPhoto(h, owner.token, space.id, await photo(300, 200));
      const visitor = (await h.request({ method: 'GET', url: `/api/spaces/${space.id}` })).json().photos[0];
      const prefix = `https://cdn.example.com/api/photos/${id}/images/`;
      for (const url of [visitor.thumb_url, visitor.medium_url, visitor.preview_url]) {
        expect(url).toMatch(new RegExp(`^${prefix}[a-z]+-[0-9a-f]{20}\\.webp$`));
        // The CDN asks this API for the same path on a miss.
        const origin = await h.request({ method: 'GET', url: url.slice('https://cdn.example.com'.length) });
        expect(origin.statusCode, url).toBe(200);
        expect(origin.headers['cache-control']).toBe(IMMUTABLE);
      }
      const own = (
        await h.request({ method: 'GET', url: `/api/spaces/${space.id}`, token: owner.token })
      ).json();
      expect(own.photos[0].thumb_url).toMatch(/^\/api\/photos\/.*\?.*sig=/);
      // The web app's pages may load images from it.
      expect(appContentSecurityPolicy(h.config)).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    });
  },
  { cdnUrl: 'https://cdn.example.com/api' },
);
