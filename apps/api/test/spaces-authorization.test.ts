import { expect, it } from 'vitest';
import { photo } from '../src/images/test-images.ts';
import { describeBackends } from './helpers/harness.ts';
import { addPhotos, createSpace } from './helpers/spaces.ts';

type Method = 'POST' | 'PATCH' | 'DELETE' | 'GET';
interface Case {
  name: string;
  method: Method;
  url: string;
  payload?: object;
  /** Status for another signed-in user: 403 when they can see the target, 404 when they cannot. */
  other: number;
  owner: number;
}

describeBackends('authorization of space, photo and credential writes', (h) => {
  it('answers anonymous 401, another user 403/404 and the owner 2xx, changing nothing on refusal', async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const open = await createSpace(h, owner.token, { title: 'Open' });
    const closed = await createSpace(h, owner.token, { title: 'Closed', is_public: false });
    const doomedOpen = await createSpace(h, owner.token, { title: 'Doomed open' });
    const doomedClosed = await createSpace(h, owner.token, { title: 'Doomed closed', is_public: false });
    const [openPhoto, openPhoto2, openPhoto3] = await addPhotos(h, open.id, 3);
    const [hiddenPhoto] = await addPhotos(h, open.id, 1, { state: 'hidden' });
    const [closedPhoto] = await addPhotos(h, closed.id, 1);
    const key = (
      await h.request({ method: 'POST', url: `/api/spaces/${open.id}/credentials`, token: owner.token })
    ).json().credential;

    const cases: Case[] = [
      {
        name: 'update public space',
        method: 'PATCH',
        url: `/api/spaces/${open.id}`,
        payload: { title: 'X' },
        other: 403,
        owner: 200,
      },
      {
        name: 'update private space',
        method: 'PATCH',
        url: `/api/spaces/${closed.id}`,
        payload: { title: 'X' },
        other: 404,
        owner: 200,
      },
      {
        name: 'delete public space',
        method: 'DELETE',
        url: `/api/spaces/${doomedOpen.id}`,
        other: 403,
        owner: 200,
      },
      {
        name: 'delete private space',
        method: 'DELETE',
        url: `/api/spaces/${doomedClosed.id}`,
        other: 404,
        owner: 200,
      },
      {
        name: 'edit photo',
        method: 'PATCH',
        url: `/api/photos/${openPhoto}`,
        payload: { price: '5' },
        other: 403,
        owner: 200,
      },
      {
        name: 'edit hidden photo',
        method: 'PATCH',
        url: `/api/photos/${hiddenPhoto}`,
        payload: { price: '5' },
        other: 404,
        owner: 200,
      },
      {
        name: 'edit photo of private space',
        method: 'PATCH',
        url: `/api/photos/${closedPhoto}`,
        payload: { price: '5' },
        other: 404,
        owner: 200,
      },
      {
        name: 'moderate photo',
        method: 'PATCH',
        url: `/api/photos/${openPhoto2}/state`,
        payload: { state: 'hidden' },
        other: 403,
        owner: 200,
      },
      {
        name: 'moderate photo of private space',
        method: 'PATCH',
        url: `/api/photos/${closedPhoto}/state`,
        payload: { state: 'hidden' },
        other: 404,
        owner: 200,
      },
      { name: 'delete photo', method: 'DELETE', url: `/api/photos/${openPhoto3}`, other: 403, owner: 200 },
      {
        name: 'create credential',
        method: 'POST',
        url: `/api/spaces/${open.id}/credentials`,
        other: 403,
        owner: 201,
      },
      {
        name: 'create credential, private space',
        method: 'POST',
        url: `/api/spaces/${closed.id}/credentials`,
        other: 404,
        owner: 201,
      },
      {
        name: 'list credentials',
        method: 'GET',
        url: `/api/spaces/${open.id}/credentials`,
        other: 403,
        owner: 200,
      },
      {
        name: 'revoke credential',
        method: 'DELETE',
        url: `/api/spaces/${open.id}/credentials/${key.id}`,
        other: 403,
        owner: 200,
      },
    ];
    const send = (c: Case, token?: string) =>
      h.request({
        method: c.method,
        url: c.url,
        ...(c.payload ? { payload: c.payload } : {}),
        ...(token ? { token } : {}),
      });

    const anonymousCreate = await h.request({ method: 'POST', url: '/api/spaces', payload: { title: 'X' } });
    expect(anonymousCreate.statusCode).toBe(401);
    expect(anonymousCreate.json()).toEqual({ error: 'You need to sign in or sign up before continuing.' });

    for (const c of cases) {
      const anonymous = await send(c);
      expect(anonymous.statusCode, `${c.name}: anonymous`).toBe(401);
      expect(typeof anonymous.json().error).toBe('string');
      const garbage = await send(c, 'not.a.token');
      expect(garbage.statusCode, `${c.name}: bad token`).toBe(401);
      const stranger = await send(c, other.token);
      expect(stranger.statusCode, `${c.name}: another user`).toBe(c.other);
      expect(typeof stranger.json().error).toBe('string');
    }
    // Nothing changed.
    const spaces = await h.app.db
      .selectFrom('spaces')
      .select(['id', 'title'])
      .where('user_id', '=', owner.id)
      .execute();
    expect(spaces).toHaveLength(4);
    expect(spaces.every((s) => s.title !== 'X')).toBe(true);
    const photos = await h.app.db
      .selectFrom('photos')
      .select(['state', 'price'])
      .where('space_id', 'in', [open.id, closed.id])
      .execute();
    expect(photos).toHaveLength(5);
    expect(photos.every((p) => p.price === null)).toBe(true);
    expect(photos.filter((p) => p.state === 'hidden')).toHaveLength(1);
    await expect(
      h.app.db
        .selectFrom('space_api_credentials')
        .select('id')
        .where('space_id', '=', open.id)
        .where('revoked_at', 'is', null)
        .execute(),
    ).resolves.toHaveLength(1);

    for (const c of cases) {
      const res = await send(c, owner.token);
      expect(res.statusCode, `${c.name}: owner`).toBe(c.owner);
    }
  });

  it('answers each space credential 2xx only for uploads into its own space', async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const open = await createSpace(h, owner.token, { title: 'Open' });
    const closed = await createSpace(h, owner.token, { title: 'Closed', is_public: false });
    const foreign = await createSpace(h, other.token, { title: 'Foreign' });
    const newKey = async (spaceId: string, token: string) =>
      (await h.request({ method: 'POST', url: `/api/spaces/${spaceId}/credentials`, token })).json()
        .credential as { id: string; key: string };
    const keys = {
      open: (await newKey(open.id, owner.token)).key,
      closed: (await newKey(closed.id, owner.token)).key,
      foreign: (await newKey(foreign.id, other.token)).key,
      revoked: '',
      unknown: `lk_${'A'.repeat(16)}.${'B'.repeat(43)}`,
    };
    const doomed = await newKey(open.id, owner.token);
    await h.request({
      method: 'DELETE',
      url: `/api/spaces/${open.id}/credentials/${doomed.id}`,
      token: owner.token,
    });
    keys.revoked = doomed.key;
    // A pending upload with its bytes stored, per space, for the completion route.
    const pendingPhoto = async (spaceId: string) => {
      const [id] = await addPhotos(h, spaceId, 1, { state: 'pending' });
      const row = await h.app.db
        .selectFrom('photos')
        .select('path')
        .where('id', '=', id!)
        .executeTakeFirstOrThrow();
      await h.app.storage.put(row.path, await photo(8, 8), 'image/jpeg');
      return id!;
    };
    const files = [{ name: 'cam.jpg', type: 'image/jpeg', size: 100 }];
    type Key = keyof typeof keys;
    interface KeyCase {
      name: string;
      url: string;
      payload?: object;
      /** The status for each key; keys left out expect 403. */
      expected: Partial<Record<Key, number>>;
    }
    const cases: KeyCase[] = [
      {
        name: 'presign into the public space',
        url: '/api/presigned_urls',
        payload: { files, method: 'put', space_id: open.id },
        expected: { open: 200 },
      },
      {
        name: 'presign into the private space',
        url: '/api/presigned_urls',
        payload: { files, method: 'put', space_id: closed.id },
        expected: { closed: 200 },
      },
      {
        name: "presign into another user's space",
        url: '/api/presigned_urls',
        payload: { files, method: 'put', space_id: foreign.id },
        expected: { foreign: 200 },
      },
      {
        name: 'presign into a missing space',
        url: '/api/presigned_urls',
        payload: { files, method: 'put', space_id: '00000000-0000-4000-8000-000000000000' },
        expected: {},
      },
      {
        name: 'presign a banner',
        url: '/api/presigned_urls',
        payload: { files, method: 'put', type: 'banner' },
        expected: {},
      },
      {
        name: 'presign an icon',
        url: '/api/presigned_urls',
        payload: { files, method: 'put', type: 'icon' },
        expected: {},
      },
      {
        name: 'presign a download',
        url: '/api/presigned_urls',
        payload: { files: [{ name: `spaces/${open.id}/x.jpg` }], method: 'get' },
        expected: {},
      },
    ];
    for (const c of cases) {
      for (const key of Object.keys(keys) as Key[]) {
        const expected = key === 'revoked' || key === 'unknown' ? 401 : (c.expected[key] ?? 403);
        const res = await h.request({
          method: 'POST',
          url: c.url,
          payload: c.payload,
          headers: { 'x-lense-key': keys[key] },
        });
        expect(res.statusCode, `${c.name}: key of ${key}`).toBe(expected);
        if (expected >= 400) expect(typeof res.json().error).toBe('string');
      }
    }
    // Completion: one fresh pending photo per attempt, so a 2xx never hides a later refusal.
    for (const [space, allowed] of [
      [open.id, 'open'],
      [closed.id, 'closed'],
      [foreign.id, 'foreign'],
    ] as const) {
      for (const key of Object.keys(keys) as Key[]) {
        const id = await pendingPhoto(space);
        const res = await h.request({
          method: 'POST',
          url: `/api/photos/${id}/complete`,
          headers: { 'x-lense-key': keys[key] },
        });
        const expected = key === 'revoked' || key === 'unknown' ? 401 : key === allowed ? 200 : 403;
        expect(res.statusCode, `complete in ${allowed}: key of ${key}`).toBe(expected);
        await h.app.jobs.idle();
        const state = (
          await h.app.db.selectFrom('photos').select('state').where('id', '=', id).executeTakeFirst()
        )?.state;
        expect(state).toBe(expected === 200 ? 'visible' : 'pending');
      }
    }
    // Refused presigns created nothing: only the allowed ones added pending photos.
    const pendingCount = async (spaceId: string) =>
      (
        await h.app.db
          .selectFrom('photos')
          .select('id')
          .where('space_id', '=', spaceId)
          .where('state', '=', 'pending')
          .execute()
      ).length;
    expect(await pendingCount(open.id)).toBe(1 + 4);
    expect(await pendingCount(closed.id)).toBe(1 + 4);
    expect(await pendingCount(foreign.id)).toBe(1 + 4);
  });
});
