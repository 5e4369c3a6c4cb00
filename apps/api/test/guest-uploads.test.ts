import { sql } from 'kysely';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  GUEST_LIMIT_REACHED,
  GUEST_ONLY_UPLOADS,
  GUEST_TOO_FAST,
  LINK_EXPIRED,
  LINK_LIMIT_REACHED,
  LINK_NOT_FOUND,
  LINK_REVOKED,
  WRONG_LINK_PASSWORD,
} from '../src/guests/guest-links.ts';
import { photo } from '../src/images/test-images.ts';
import { guestCalls, type ListedPhoto } from './helpers/guests.ts';
import { describeBackends } from './helpers/harness.ts';
import { createSpace } from './helpers/spaces.ts';
import { uploadPhoto } from './helpers/uploads.ts';

describeBackends('guest uploads', (h) => {
  const { turnOn, join, guestToken, presign, guestUpload, ownersPhotos } = guestCalls(h);

  it('lets a guest with the link and a name upload into the event, with no account', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token, { title: 'Harbour Wedding', is_public: false });
    expect(
      (
        await h.request({ method: 'GET', url: `/api/spaces/${space.id}/guest_link`, token: owner.token })
      ).json(),
    ).toEqual({ guest_link: null });
    const link = await turnOn(owner.token, space.id);
    expect(link.url).toMatch(new RegExp(`/g/${link.token}$`));

    // Opening the link shows the event, even a private one: the link is the invitation.
    const opened = await h.request({ method: 'GET', url: `/api/guest_links/${link.token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().guest_link).toMatchObject({
      space: { id: space.id, title: 'Harbour Wedding' },
      needs_password: false,
      review: false,
    });

    const guest = await guestToken(link.token, { name: '  Wanjiru  ' });
    const id = await guestUpload(guest, await photo(60, 40));
    const [listed] = await ownersPhotos(owner.token, space.id);
    expect(listed).toMatchObject({ id, state: 'visible', uploader_name: 'Wanjiru', awaiting_review: false });
    const after = (
      await h.request({ method: 'GET', url: `/api/spaces/${space.id}/guest_link`, token: owner.token })
    ).json();
    expect(after.guest_link).toMatchObject({ uploads: 1, guests: 1 });
  });

  it("answers a mistyped link like an unknown one, in the product's words", async () => {
    for (const token of ['short', `${'x'.repeat(23)}!`, 'y'.repeat(24)]) {
      const opened = await h.request({ method: 'GET', url: `/api/guest_links/${token}` });
      expect([opened.statusCode, opened.json().error]).toEqual([404, LINK_NOT_FOUND]);
      const joined = await h.request({
        method: 'POST',
        url: `/api/guest_links/${token}/guests`,
        payload: {},
      });
      expect(joined.statusCode).toBe(404);
    }
  });

  it('keeps the link and its settings to the owner', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const space = await createSpace(h, owner.token);
    const url = `/api/spaces/${space.id}/guest_link`;
    expect((await h.request({ method: 'PUT', url, payload: {} })).statusCode).toBe(401);
    expect((await h.request({ method: 'PUT', url, token: stranger.token, payload: {} })).statusCode).toBe(
      403,
    );
    expect((await h.request({ method: 'GET', url, token: stranger.token })).statusCode).toBe(403);
    expect((await h.request({ method: 'DELETE', url, token: stranger.token })).statusCode).toBe(403);
    const bad = await h.request({ method: 'PUT', url, token: owner.token, payload: { max_uploads: 0 } });
    expect(bad.statusCode).toBe(400);
  });

  it('asks for the password when the link has one', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const link = await turnOn(owner.token, space.id, { password: 'cake-2026' });
    expect(link.has_password).toBe(true);
    const opened = await h.request({ method: 'GET', url: `/api/guest_links/${link.token}` });
    expect(opened.json().guest_link.needs_password).toBe(true);
    for (const body of [{}, { password: 'cake' }]) {
      const res = await join(link.token, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(WRONG_LINK_PASSWORD);
    }
    expect((await join(link.token, { password: 'cake-2026' })).statusCode).toBe(201);
    // The password can be taken off again.
    expect((await turnOn(owner.token, space.id, { password: null })).has_password).toBe(false);
  });

  it('holds each guest to their limits (unfinished uploads at their declared size), the link to its completed photos, and a guest to 60 photos a minute', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const link = await turnOn(owner.token, space.id, {
      max_uploads: 5,
      max_uploads_per_guest: 3,
      max_bytes_per_guest: 1000,
    });
    const first = await guestToken(link.token);
    expect((await presign(first, [{ size: 400 }, { size: 400 }])).statusCode).toBe(200);
    const bytes = await presign(first, [{ size: 300 }]);
    expect(bytes.statusCode).toBe(422);
    expect(bytes.json().error).toBe(GUEST_LIMIT_REACHED);
    expect((await presign(first, [{ size: 100 }])).statusCode).toBe(200);
    const count = await presign(first, [{ size: 1 }]);
    expect(count.json().error).toBe(GUEST_LIMIT_REACHED);

    // The link counts the photos guests completed, not those they only asked to send.
    const second = await guestToken(link.token);
    expect((await presign(second, [{ size: 1 }, { size: 1 }])).statusCode).toBe(200);
    await h.app.db.updateTable('guest_links').set({ uploads: 5 }).where('token', '=', link.token).execute();
    const full = await presign(second, [{ size: 1 }]);
    expect(full.statusCode).toBe(422);
    expect(full.json().error).toBe(LINK_LIMIT_REACHED);

    const roomy = await createSpace(h, owner.token);
    const fast = await guestToken((await turnOn(owner.token, roomy.id)).token);
    const burst = await presign(
      fast,
      Array.from({ length: 61 }, () => ({ size: 10 })),
    );
    expect(burst.statusCode).toBe(429);
    expect(burst.json().error).toBe(GUEST_TOO_FAST);
    // Nothing of a refused request is counted.
    expect(
      (
        await presign(
          fast,
          Array.from({ length: 60 }, () => ({ size: 10 })),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('lets a guest token upload into its event only, and nothing else', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const other = await createSpace(h, owner.token);
    const guest = await guestToken((await turnOn(owner.token, space.id)).token);
    const otherGuest = await guestToken((await turnOn(owner.token, other.id)).token);
    for (const extra of [{ space_id: other.id }, { type: 'banner' }]) {
      const res = await presign(guest, [{ size: 10 }], extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(403);
      expect(res.json().error).toBe(GUEST_ONLY_UPLOADS);
    }
    const read = await h.request({
      method: 'POST',
      url: '/api/presigned_urls',
      headers: { 'x-lense-guest': guest },
      payload: { files: [{ name: 'spaces/x/y.jpg' }], method: 'get' },
    });
    expect(read.statusCode).toBe(403);
    // Completing another guest's upload is refused.
    const [file] = (await presign(otherGuest, [{ size: 10 }])).json().files;
    const complete = await h.request({
      method: 'POST',
      url: `/api/photos/${file.photo_id}/complete`,
      headers: { 'x-lense-guest': guest },
    });
    expect(complete.statusCode).toBe(403);
    const forged = await presign(`lg_${'x'.repeat(43)}`, [{ size: 10 }]);
    expect(forged.statusCode).toBe(401);
  });

  it('stops the link and every guest token at once when turned off, and after its expiry', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const link = await turnOn(owner.token, space.id);
    const guest = await guestToken(link.token);
    const off = await h.request({
      method: 'DELETE',
      url: `/api/spaces/${space.id}/guest_link`,
      token: owner.token,
    });
    expect(off.statusCode).toBe(200);
    for (const res of [
      await h.request({ method: 'GET', url: `/api/guest_links/${link.token}` }),
      await join(link.token),
      await presign(guest, [{ size: 10 }]),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(res.json().error).toBe(LINK_REVOKED);
    }
    // Turning it on again makes a new link; the old one stays off.
    const again = await turnOn(owner.token, space.id, {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(again.token).not.toBe(link.token);
    const expired = await h.request({ method: 'GET', url: `/api/guest_links/${again.token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(LINK_EXPIRED);
    const unknown = await h.request({ method: 'GET', url: `/api/guest_links/${'a'.repeat(24)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(LINK_NOT_FOUND);
  });

  it('holds guest photos for review when the space hides new items; approving shows, rejecting deletes', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const space = await createSpace(h, owner.token, { default_hide_items: true });
    const link = await turnOn(owner.token, space.id);
    expect(
      (await h.request({ method: 'GET', url: `/api/guest_links/${link.token}` })).json().guest_link.review,
    ).toBe(true);
    const guest = await guestToken(link.token);
    const keep = await guestUpload(guest, await photo(60, 40));
    const drop = await guestUpload(guest, await photo(40, 60));
    // The owner's own upload is hidden by the same rule, but is not a guest's to review.
    const own = await uploadPhoto(h, owner.token, space.id, await photo(30, 30));

    const queue = await h.request({
      method: 'GET',
      url: `/api/spaces/${space.id}/review`,
      token: owner.token,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({ total: 2, has_more: false });
    expect(queue.json().photos.map((p: ListedPhoto) => [p.id, p.state, p.awaiting_review])).toEqual([
      [keep, 'hidden', true],
      [drop, 'hidden', true],
    ]);
    expect(
      (await h.request({ method: 'GET', url: `/api/spaces/${space.id}/review`, token: stranger.token }))
        .statusCode,
    ).toBe(403);
    // Visitors see none of them.
    expect((await h.request({ method: 'GET', url: `/api/spaces/${space.id}` })).json().photos).toEqual([]);

    const { path } = await h.app.db
      .selectFrom('photos')
      .select('path')
      .where('id', '=', drop)
      .executeTakeFirstOrThrow();
    const decided = await h.request({
      method: 'POST',
      url: `/api/spaces/${space.id}/review`,
      token: owner.token,
      payload: { approve: [keep, own], reject: [drop] },
    });
    expect(decided.json()).toEqual({ approved: 1, rejected: 1 });
    const visitor = (await h.request({ method: 'GET', url: `/api/spaces/${space.id}` })).json().photos;
    expect(visitor.map((p: ListedPhoto) => p.id)).toEqual([keep]);
    expect(visitor[0].uploader_name).toBe('Wanjiru');
    await expect(h.app.storage.head(path)).rejects.toThrow();
    const states = (await ownersPhotos(owner.token, space.id)).map((p) => [p.id, p.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        [keep, 'visible'],
        [own, 'hidden'],
      ]),
    );
    expect(states).toHaveLength(2);
    // Deciding again changes nothing.
    const again = await h.request({
      method: 'POST',
      url: `/api/spaces/${space.id}/review`,
      token: owner.token,
      payload: { approve: [keep], reject: [drop] },
    });
    expect(again.json()).toEqual({ approved: 0, rejected: 0 });
  });
});

describeBackends("the digest of guests' photos", (h) => {
  const { turnOn, guestToken, guestUpload, ownersPhotos } = guestCalls(h);

  it('mails the owner once about a burst of guest photos, naming the guests, after the delay', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token, { title: 'Garden Party', default_hide_items: true });
    const link = await turnOn(owner.token, space.id);
    const amina = await guestToken(link.token, { name: 'Amina' });
    const baraka = await guestToken(link.token, { name: 'Baraka' });
    await guestUpload(amina, await photo(40, 30));
    await guestUpload(amina, await photo(30, 40));
    await guestUpload(baraka, await photo(30, 30));
    const digests = async () =>
      (await h.mailsTo(owner.email)).filter((mail) => mail.subject.includes('from guests'));

    // One digest waits for the space, not due yet: no mail per photo.
    const waiting = await h.app.db
      .selectFrom('jobs')
      .select('state')
      .where('name', '=', 'guest-digest')
      .execute();
    expect(waiting).toEqual([{ state: 'queued' }]);
    expect(await digests()).toEqual([]);

    // Due, with the guests quiet since: the photos sent a while ago.
    const due = async () => {
      await sql`UPDATE photos SET created_at = created_at - interval '1 hour' WHERE space_id = ${space.id}`.execute(
        h.app.db,
      );
      await h.app.db
        .updateTable('jobs')
        .set({ run_at: new Date(0) })
        .where('name', '=', 'guest-digest')
        .execute();
    };
    await due();
    await h.app.jobs.idle();
    const [mail, ...more] = await digests();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('3 photos from guests in Garden Party');
    expect(mail!.text).toContain(
      'Guests sent 3 photos to Garden Party from Amina, Baraka. 3 wait for your review',
    );
    expect(mail!.text).toContain(`/spaces/${space.id}/manage/review`);
    // The three photos as thumbnails inside the mail (waiting for review, they have no public address).
    const shown = mail!.attachments ?? [];
    expect(shown).toHaveLength(3);
    for (const image of shown) {
      expect(image.contentType).toBe('image/jpeg');
      expect(mail!.html).toContain(`src="cid:${image.cid}"`);
      const { width, height, format } = await sharp(Buffer.from(image.content, 'base64')).metadata();
      expect({ width, height, format }).toEqual({ width: 192, height: 192, format: 'jpeg' });
    }
    expect(mail!.html).not.toMatch(/src="https?:/);

    // The next photo makes the next digest, about it alone.
    await guestUpload(baraka, await photo(20, 20));
    await due();
    await h.app.jobs.idle();
    const latest = await digests();
    expect(latest).toHaveLength(2);
    expect(latest[0]!.subject).toBe('1 photo from guests in Garden Party');
  });

  it('holds the digest while guests are still sending, and counts the photos still being checked', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token, { title: 'Harambee', default_hide_items: true });
    const link = await turnOn(owner.token, space.id);
    const guest = await guestToken(link.token, { name: 'Amina' });
    await guestUpload(guest, await photo(40, 30));
    await guestUpload(guest, await photo(30, 40));
    const digestJobs = () =>
      h.app.db
        .selectFrom('jobs')
        .select(['state', sql<boolean>`run_at > now()`.as('later')])
        .where('name', '=', 'guest-digest')
        .orderBy('created_at')
        .execute();
    const runDigest = async () => {
      await h.app.db
        .updateTable('jobs')
        .set({ run_at: new Date(0) })
        .where('name', '=', 'guest-digest')
        .where('state', '=', 'queued')
        .execute();
      await h.app.jobs.idle();
    };
    const digests = async () =>
      (await h.mailsTo(owner.email)).filter((mail) => mail.subject.includes('from guests'));

    // Due while the last photo is seconds old: no mail yet, the digest asks again for later.
    await runDigest();
    expect(await digests()).toEqual([]);
    expect((await digestJobs()).filter((job) => job.state === 'queued')).toEqual([
      { state: 'queued', later: true },
    ]);

    // Quiet since, with one photo still being checked: all three are told.
    await guestUpload(guest, await photo(20, 20));
    await sql`UPDATE photos SET created_at = created_at - interval '1 hour' WHERE space_id = ${space.id}`.execute(
      h.app.db,
    );
    const [checking] = await ownersPhotos(owner.token, space.id);
    await h.app.db
      .updateTable('photos')
      .set({ state: 'processing' })
      .where('id', '=', checking!.id)
      .execute();
    await runDigest();
    const [mail, ...more] = await digests();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('3 photos from guests in Harambee');
    expect(mail!.text).toContain('3 wait for your review');
  });
});
