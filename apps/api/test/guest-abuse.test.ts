import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  GUEST_LIMIT_REACHED,
  GUEST_TOO_FAST,
  LINK_EXPIRED,
  LINK_LIMIT_REACHED,
  LINK_REVOKED,
} from '../src/guests/guest-links.ts';
import { GUEST_UNFINISHED, GUEST_UNFINISHED_UPLOADS } from '../src/guests/guest-quota.ts';
import { photo, truncatedJpeg } from '../src/images/test-images.ts';
import { INVALID_UPLOAD, sweepAbandonedUploads } from '../src/uploads/completion.ts';
import { guestCalls } from './helpers/guests.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { createSpace } from './helpers/spaces.ts';

/** Bytes of every file under `dir`, and how many files there are. */
async function diskUse(dir: string): Promise<{ bytes: number; files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
    files += 1;
  }
  return { bytes, files };
}

/** A PUT of `body` to a presigned local storage address. */
const putTo = (h: Harness, address: string, body: Buffer) => {
  const url = new URL(address);
  return h.request({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    payload: body,
    headers: { 'content-type': 'image/jpeg' },
  });
};

describeBackends('guests who try to exhaust the server', (h) => {
  const { turnOn, join: joinLink, guestToken, presign, guestUpload, ownersPhotos } = guestCalls(h);
  const withGuest = (guest: string) => ({ headers: { 'x-lense-guest': guest } });
  /** Starts every guest's rate window afresh, as a minute later. */
  const aMinuteLater = () =>
    h.app.db.updateTable('guests').set({ window_start: sql`now() - interval '2 minutes'` }).execute();

  it('stores one file per part, each within its share of the declared size, whatever is sent again', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const link = await turnOn(owner.token, space.id, { max_bytes_per_guest: 1000 });
    const guest = await guestToken(link.token);
    const [file] = (await presign(guest, [{ size: 900 }])).json().files;
    const multipart = join(h.config.dataDir, 'storage', 'multipart');
    const before = await diskUse(multipart);

    // The parts are those of the size declared, never more.
    const bigger = await h.request({
      method: 'POST',
      url: `/api/photos/${file.photo_id}/parts`,
      ...withGuest(guest),
      payload: { size: 5000, content_type: 'image/jpeg' },
    });
    expect(bigger.statusCode).toBe(422);
    expect(bigger.json().error).toBe(INVALID_UPLOAD);
    const askParts = async () =>
      (
        await h.request({
          method: 'POST',
          url: `/api/photos/${file.photo_id}/parts`,
          ...withGuest(guest),
          payload: { size: 900, content_type: 'image/jpeg' },
        })
      ).json().parts as { part_number: number; url: string }[];
    const parts = await askParts();
    expect(parts).toHaveLength(1);
    expect((await putTo(h, parts[0]!.url, randomBytes(2000))).statusCode).toBe(413);
    // Fifty different bodies through the same URL and fresh ones: the part is replaced each time.
    for (let round = 0; round < 50; round += 1) {
      const url = round % 10 === 0 ? (await askParts())[0]!.url : parts[0]!.url;
      expect((await putTo(h, url, randomBytes(900))).statusCode).toBe(200);
    }
    const after = await diskUse(multipart);
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(900 + 200);
    expect(after.files - before.files).toBe(2); // the upload's manifest and its one part

    // The single-PUT address holds the declared size too.
    expect((await putTo(h, file.url, randomBytes(901))).statusCode).toBe(413);
  });

  it('charges the link when a photo is completed, so guests who send nothing keep no one out', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const link = await turnOn(owner.token, space.id, { max_uploads: 2 });
    const bot = await guestToken(link.token, { name: 'Bot' });
    const unsent = await presign(bot, [{ size: 10_000 }, { size: 10_000 }]);
    expect(unsent.statusCode).toBe(200);

    const guest = await guestToken(link.token);
    await guestUpload(guest, await photo(60, 40));
    await guestUpload(guest, await photo(40, 60));
    const info = await h.request({
      method: 'GET',
      url: `/api/spaces/${space.id}/guest_link`,
      token: owner.token,
    });
    expect(info.json().guest_link.uploads).toBe(2);

    // The link is full now: a late completion is refused and its bytes and photo are dropped.
    const [late] = unsent.json().files;
    const refused = await putTo(h, late.url, await photo(30, 30));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(LINK_LIMIT_REACHED);
    const ids = (await ownersPhotos(owner.token, space.id)).map((p) => p.id);
    expect(ids).not.toContain(late.photo_id);
    await expect(h.app.storage.head(late.path)).rejects.toThrow();
    const full = await presign(guest, [{ size: 10 }]);
    expect(full.json().error).toBe(LINK_LIMIT_REACHED);
  });

  it('gives a guest back what a photo refused after completion cost, so a damaged file uses none of the allowance', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const link = await turnOn(owner.token, space.id, { max_uploads_per_guest: 1 });
    const guest = await guestToken(link.token);
    const damaged = await truncatedJpeg();
    // Its header is sound, so completion charges it; the derive job finds its data cut short.
    const refusedId = await guestUpload(guest, damaged);
    const status = await h.request({
      method: 'GET',
      url: `/api/photos/${refusedId}/upload`,
      ...withGuest(guest),
    });
    expect(status.json().upload.state).toBe('refused');
    const charged = await h.app.db
      .selectFrom('guests')
      .innerJoin('guest_links', 'guest_links.id', 'guests.link_id')
      .select(['guests.uploads', 'guests.bytes', 'guest_links.uploads as link_uploads'])
      .where('guest_links.token', '=', link.token)
      .executeTakeFirstOrThrow();
    expect({ ...charged, bytes: Number(charged.bytes) }).toEqual({ uploads: 0, bytes: 0, link_uploads: 0 });

    // The one photo this guest may send is still theirs to send.
    const sent = await guestUpload(guest, await photo(60, 40));
    expect((await ownersPhotos(owner.token, space.id)).map((p) => p.id)).toEqual([sent]);
    const full = await presign(guest, [{ size: 10 }]);
    expect(full.json().error).toBe(GUEST_LIMIT_REACHED);
  });

  it("bounds a guest's unfinished uploads and gives them back when they are swept", async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const link = await turnOn(owner.token, space.id, { max_uploads_per_guest: 100 });
    const guest = await guestToken(link.token);
    const batch = Array.from({ length: GUEST_UNFINISHED_UPLOADS }, () => ({ size: 10 }));
    expect((await presign(guest, batch)).statusCode).toBe(200);
    await aMinuteLater();
    const more = await presign(guest, [{ size: 10 }]);
    expect(more.statusCode).toBe(429);
    expect(more.json().error).toBe(GUEST_UNFINISHED);

    const swept = await sweepAbandonedUploads(h.app, new Date(Date.now() + 60 * 60_000));
    expect(swept.photos).toBeGreaterThanOrEqual(GUEST_UNFINISHED_UPLOADS);
    await aMinuteLater();
    expect((await presign(guest, [{ size: 10 }])).statusCode).toBe(200);
  });

  it('holds one request to 60 photos, even at the start of a fresh minute', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const guest = await guestToken(
      (await turnOn(owner.token, space.id, { max_uploads_per_guest: 1000 })).token,
    );
    await aMinuteLater();
    const burst = await presign(
      guest,
      Array.from({ length: 61 }, () => ({ size: 10 })),
    );
    expect(burst.statusCode).toBe(429);
    expect(burst.json().error).toBe(GUEST_TOO_FAST);
  });

  it('publishes nothing sent after the link is turned off or has expired, and drops its bytes', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const link = await turnOn(owner.token, space.id);
    const guest = await guestToken(link.token);
    const files = (await presign(guest, [{ size: 5000 }, { size: 5000 }])).json().files;
    const off = await h.request({
      method: 'DELETE',
      url: `/api/spaces/${space.id}/guest_link`,
      token: owner.token,
    });
    expect(off.statusCode).toBe(200);
    const revoked = await putTo(h, files[0].url, await photo(60, 40));
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().error).toBe(LINK_REVOKED);
    await expect(h.app.storage.head(files[0].path)).rejects.toThrow();
    // An upload never sent is swept at once: the link will not take it.
    expect((await sweepAbandonedUploads(h.app)).photos).toBeGreaterThanOrEqual(1);
    expect(await ownersPhotos(owner.token, space.id)).toEqual([]);

    const again = await turnOn(owner.token, space.id);
    const late = await guestToken(again.token);
    const [file] = (await presign(late, [{ size: 5000 }])).json().files;
    await h.app.db
      .updateTable('guest_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token', '=', again.token)
      .execute();
    const expired = await putTo(h, file.url, await photo(60, 40));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(LINK_EXPIRED);
    expect(await ownersPhotos(owner.token, space.id)).toEqual([]);
  });

  it('refuses guest names that would break a line in the organiser’s mail', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const link = await turnOn(owner.token, space.id);
    for (const name of [
      'Amina\nACTION NEEDED: reply with your password',
      'Amina\r',
      'Amina\u2028Baraka',
      'A\u0085B',
    ]) {
      expect((await joinLink(link.token, { name })).statusCode, JSON.stringify(name)).toBe(400);
    }
    expect((await joinLink(link.token, { name: 'Amina Wanjiru-Ötieno 🎉' })).statusCode).toBe(201);
  });

  it('still holds the guest to their bytes, counted at the size they declared until completed', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const link = await turnOn(owner.token, space.id, { max_bytes_per_guest: 1000 });
    const guest = await guestToken(link.token);
    expect((await presign(guest, [{ size: 600 }])).statusCode).toBe(200);
    const over = await presign(guest, [{ size: 500 }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe(GUEST_LIMIT_REACHED);
  });
});
