import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { photo } from '../src/images/test-images.ts';
import {
  DOWNLOAD_LINK_INVALID,
  DOWNLOAD_URL_TTL_SECONDS,
  DOWNLOADS_OFF,
} from '../src/spaces/space-download.ts';
import { attachmentDisposition } from '../src/storage/content-disposition.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { addPhotos, createSpace } from './helpers/spaces.ts';
import { uploadedImage, uploadPhoto } from './helpers/uploads.ts';

interface ZipEntry {
  name: string;
  bytes: Buffer;
}

/** The entries of a zip, in order, read with an independent reader (yauzl checks sizes and CRCs). */
function unzip(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries: ZipEntry[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          buffer(stream).then((bytes) => {
            entries.push({ name: entry.fileName, bytes });
            file.readEntry();
          }, reject);
        });
      });
      file.readEntry();
    });
  });
}

const stored = async (h: Harness, key: string) => buffer(await h.app.storage.getStream(key));

const photoRow = (h: Harness, id: string) =>
  h.app.db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const colour = (n: number) => ({ r: (n * 60) % 256, g: (n * 110) % 256, b: (n * 170) % 256 });

describeBackends('space download (zip)', (h) => {
  const download = (spaceId: string, token?: string, query = '') =>
    h.request({ method: 'GET', url: `/api/spaces/${spaceId}/download${query}`, token });
  const allowDownloads = async (token: string, spaceId: string, allow = true) => {
    const res = await h.request({
      method: 'PATCH',
      url: `/api/spaces/${spaceId}`,
      token,
      payload: { allow_downloads: allow },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().space.allow_downloads).toBe(allow);
  };

  /** The names the four photos are uploaded with: one repeated, one repeated in other case behind a path. */
  const uploadedNames = ['IMG_0001.jpg', 'IMG_0001.jpg', 'Harusi.jpg', '../C:\\Users\\img_0001.JPG'];

  /**
   * A public space with four uploaded photos: visible, hidden, awaiting review (a guest's, named, from before
   * original names were kept), visible again; and one photo still pending (no bytes).
   */
  const eventWithPhotos = async (token: string, body: Record<string, unknown> = {}) => {
    const space = await createSpace(h, token, { title: 'Zoë’s "Garden" Party / 2026', ...body });
    const originals: Buffer[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const bytes = await photo(64 + i, 48, colour(i + 1));
      originals.push(bytes);
      ids.push(await uploadPhoto(h, token, space.id, bytes, uploadedNames[i]));
    }
    await h.app.db.updateTable('photos').set({ state: 'hidden' }).where('id', '=', ids[1]!).execute();
    await h.app.db
      .updateTable('photos')
      .set({ state: 'hidden', awaiting_review: true, uploader_name: 'Wanjiru / K.', original_name: null })
      .where('id', '=', ids[2]!)
      .execute();
    await addPhotos(h, space.id, 1, { state: 'pending', start: new Date('2030-01-01T00:00:00Z') });
    return { space, originals, ids };
  };

  it('gives the owner every original that has arrived, hidden and awaiting-review ones too, as a named zip', async () => {
    const owner = await h.signIn();
    const { space, originals } = await eventWithPhotos(owner.token);

    const res = await download(space.id, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(attachmentDisposition('Zoë’s Garden Party 2026.zip'));
    expect(res.headers['content-disposition']).toContain('filename="Zo__s Garden Party 2026.zip"');
    const head = await h.request({
      method: 'HEAD',
      url: `/api/spaces/${space.id}/download`,
      token: owner.token,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/zip');
    expect(head.headers['content-disposition']).toBe(res.headers['content-disposition']);
    const entries = await unzip(res.rawPayload);
    // Each file as it was uploaded, repeats made unique; one from before names were kept, numbered.
    expect(entries.map((e) => e.name)).toEqual([
      'IMG_0001.jpg',
      'IMG_0001 (2).jpg',
      '0003-Wanjiru K..jpg',
      'img_0001 (3).JPG',
    ]);
    expect(entries.map((e) => e.bytes)).toEqual(originals);
  });

  it('lets visitors download the previews they see only when the owner allows it', async () => {
    const owner = await h.signIn();
    const { space, ids, originals } = await eventWithPhotos(owner.token);
    const stranger = await h.signIn();

    const off = await download(space.id);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ error: DOWNLOADS_OFF });
    expect((await download(space.id, stranger.token)).statusCode).toBe(403);

    await allowDownloads(owner.token, space.id);
    const shown = (await h.request({ method: 'GET', url: `/api/spaces/${space.id}` })).json();
    expect(shown.space.allow_downloads).toBe(true);

    for (const token of [undefined, stranger.token]) {
      const res = await download(space.id, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const entries = await unzip(res.rawPayload);
      // Only the visible photos (not the hidden, awaiting-review or pending ones), as their previews.
      expect(entries.map((e) => e.name)).toEqual(['0001-photo.webp', '0002-photo.webp']);
      const previews = [
        await stored(h, (await photoRow(h, ids[0]!)).preview_key!),
        await stored(h, (await photoRow(h, ids[3]!)).preview_key!),
      ];
      expect(entries.map((e) => e.bytes)).toEqual(previews);
      for (const entry of entries) expect(originals.some((o) => o.equals(entry.bytes))).toBe(false);
    }

    // Turned off again: closed again.
    await allowDownloads(owner.token, space.id, false);
    expect((await download(space.id)).statusCode).toBe(403);
  });

  it("leaves priced photos out of a visitor's zip: they are bought, not handed out", async () => {
    const owner = await h.signIn();
    const { space, ids } = await eventWithPhotos(owner.token);
    await allowDownloads(owner.token, space.id);
    const priced = await h.request({
      method: 'PATCH',
      url: `/api/photos/${ids[0]}`,
      token: owner.token,
      payload: { price: '500' },
    });
    expect(priced.statusCode, priced.body).toBe(200);

    const entries = await unzip((await download(space.id)).rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['0001-photo.webp']);
    expect(entries[0]!.bytes).toEqual(await stored(h, (await photoRow(h, ids[3]!)).preview_key!));
    // The owner's zip still holds every original, priced or not.
    const own = await unzip((await download(space.id, owner.token)).rawPayload);
    expect(own).toHaveLength(4);
  });

  it('gives visitors of a watermarking space the watermarked previews, never an unmarked image', async () => {
    const owner = await h.signIn();
    const { space, ids } = await eventWithPhotos(owner.token, { allow_downloads: true });
    const path = await uploadedImage(h, owner.token, 'watermark', space.id);
    const attached = await h.request({
      method: 'POST',
      url: `/api/spaces/${space.id}/watermark`,
      token: owner.token,
      payload: { path },
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const turnedOn = await h.request({
      method: 'PATCH',
      url: `/api/spaces/${space.id}`,
      token: owner.token,
      payload: { use_watermark: true, watermark: { top: 0, left: 0, height: 100, width: 100 } },
    });
    expect(turnedOn.statusCode).toBe(200);
    // While the marked images are being made visitors get nothing rather than an unmarked preview.
    const meanwhile = await unzip((await download(space.id)).rawPayload);
    for (const id of [ids[0]!, ids[3]!]) {
      const row = await photoRow(h, id);
      const plain = await stored(h, row.preview_key!);
      expect(meanwhile.some((e) => e.bytes.equals(plain))).toBe(false);
    }
    await h.app.jobs.idle();

    const entries = await unzip((await download(space.id)).rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['0001-photo.webp', '0002-photo.webp']);
    const rows = [await photoRow(h, ids[0]!), await photoRow(h, ids[3]!)];
    expect(entries.map((e) => e.bytes)).toEqual(
      await Promise.all(rows.map((row) => stored(h, row.marked_preview_key!))),
    );
    for (const [i, row] of rows.entries())
      expect(entries[i]!.bytes.equals(await stored(h, row.preview_key!))).toBe(false);
    // The owner still gets the originals, unmarked.
    const own = await unzip((await download(space.id, owner.token)).rawPayload);
    expect(own).toHaveLength(4);
  });

  it('hides a private space from strangers (404), and answers 404 for a space that does not exist', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const space = await createSpace(h, owner.token, { is_public: false, allow_downloads: true });
    await addPhotos(h, space.id, 1);
    for (const token of [undefined, stranger.token]) {
      const res = await download(space.id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Space not found' });
    }
    expect((await download(randomUUID(), owner.token)).statusCode).toBe(404);
    expect((await download('not-a-uuid', owner.token)).statusCode).toBe(400);
    // The owner of a private space may download it.
    expect((await download(space.id, owner.token)).statusCode).toBe(200);
  });

  it('gives the owner a short-lived signed address a browser can follow without a token', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const { space, originals } = await eventWithPhotos(owner.token, { is_public: false });
    const ask = (spaceId: string, token?: string) =>
      h.request({ method: 'POST', url: `/api/spaces/${spaceId}/download_url`, token });

    expect((await ask(space.id)).statusCode).toBe(401);
    expect((await ask(space.id, stranger.token)).statusCode).toBe(404);
    const publicSpace = await createSpace(h, owner.token);
    expect((await ask(publicSpace.id, stranger.token)).statusCode).toBe(403);

    const res = await ask(space.id, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { url, expires_at } = res.json();
    expect(url).toMatch(new RegExp(`^/api/spaces/${space.id}/download\\?expires=\\d+&sig=[\\w-]+$`));
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(DOWNLOAD_URL_TTL_SECONDS * 1000);

    const followed = await h.request({ method: 'GET', url });
    expect(followed.statusCode, followed.body).toBe(200);
    expect((await unzip(followed.rawPayload)).map((e) => e.bytes)).toEqual(originals);

    // Tampered with, for another space, or expired: refused (404 where the space is private).
    const tampered = url.replace(/sig=./, (m: string) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await h.request({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const otherSpace = url.replace(space.id, publicSpace.id);
    const other = await h.request({ method: 'GET', url: otherSpace });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: DOWNLOAD_LINK_INVALID });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (DOWNLOAD_URL_TTL_SECONDS + 5) * 1000 });
    try {
      expect((await h.request({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the photos a page at a time, in order, names each by its stored type, and leaves out missing bytes', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    // More than one page of photos, all created in the same instant: the keyset must break ties exactly.
    const at = new Date('2026-05-01T10:00:00.123Z');
    const count = 205;
    const rows = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      bytes: Buffer.from(`photo ${i}`),
      type: i === 7 ? 'image/png' : 'image/jpeg',
    }));
    for (const row of rows) await h.app.storage.put(`spaces/${space.id}/${row.id}.jpg`, row.bytes, row.type);
    await h.app.db
      .insertInto('photos')
      .values(
        rows.map((row) => ({
          id: row.id,
          space_id: space.id,
          url: `https://cdn.example/${row.id}.jpg`,
          path: `spaces/${space.id}/${row.id}.jpg`,
          state: 'visible' as const,
          created_at: at,
        })),
      )
      .execute();
    // One row whose bytes are gone: left out, the rest still downloads.
    await addPhotos(h, space.id, 1, { start: new Date('2026-05-01T10:00:00.123Z') });

    const res = await download(space.id, owner.token);
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    expect(entries).toHaveLength(count);
    const inOrder = [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(entries.map((e) => e.bytes.toString())).toEqual(inOrder.map((r) => r.bytes.toString()));
    expect(new Set(entries.map((e) => e.name)).size).toBe(count);
    const png = inOrder.findIndex((r) => r.type === 'image/png');
    expect(entries[png]!.name).toBe(`${String(png + 1).padStart(4, '0')}-photo.png`);
    expect(entries[0]!.name).toBe('0001-photo.jpg');
  });

  it('stops reading storage when the client goes away mid-download', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const count = 6;
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const path = `spaces/${space.id}/${id}.jpg`;
      await h.app.storage.put(path, randomBytes(4 * 1024 * 1024), 'image/jpeg');
      await h.app.db
        .insertInto('photos')
        .values({ id, space_id: space.id, url: `https://cdn.example/${id}.jpg`, path, state: 'visible' })
        .execute();
    }
    const opened: Readable[] = [];
    const getStream = h.app.storage.getStream.bind(h.app.storage);
    const spy = vi.spyOn(h.app.storage, 'getStream').mockImplementation(async (key: string) => {
      const stream = await getStream(key);
      opened.push(stream);
      return stream;
    });
    try {
      // HEAD answers the headers without reading a photo.
      const head = await h.request({
        method: 'HEAD',
        url: `/api/spaces/${space.id}/download`,
        token: owner.token,
      });
      expect(head.statusCode).toBe(200);
      expect(opened).toHaveLength(0);

      const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: Number(port),
            path: `/api/spaces/${space.id}/download`,
            headers: { authorization: `Bearer ${owner.token}` },
          },
          (res) => {
            expect(res.statusCode).toBe(200);
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', (error) =>
          (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? null : reject(error),
        );
        req.end();
      });
      await vi.waitFor(() => expect(opened.length).toBeGreaterThan(0));
      await vi.waitFor(() => expect(opened.every((s) => s.destroyed)).toBe(true));
      const openedSoFar = opened.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(opened.length).toBe(openedSoFar);
      expect(openedSoFar).toBeLessThan(count);
    } finally {
      spy.mockRestore();
    }
  });
});
