import { expect, it } from 'vitest';
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
});
