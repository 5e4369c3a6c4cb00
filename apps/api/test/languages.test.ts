import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { photo } from '../src/images/test-images.ts';
import { guestCalls } from './helpers/guests.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { createSpace } from './helpers/spaces.ts';

const signUp = (h: Harness, user: Record<string, unknown>, headers: Record<string, string> = {}) =>
  h.request({
    method: 'POST',
    url: '/api/signup',
    headers,
    payload: {
      user: {
        email: h.uniqueEmail(),
        password: 'correct horse battery',
        first_name: 'Amina',
        last_name: 'Otieno',
        accepted_terms_of_service: true,
        ...user,
      },
    },
  });

const setLocale = (h: Harness, token: string, locale: unknown) =>
  h.request({ method: 'PATCH', url: '/api/me', token, payload: { user: { locale } } });

describeBackends('languages of accounts and their mail', (h) => {
  it("signs up in Kiswahili: the account keeps 'sw' and the confirmation mail speaks it", async () => {
    const res = await signUp(h, { locale: 'sw' });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = res.json();
    expect(user.locale).toBe('sw');
    const [mail, ...more] = await h.mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Thibitisha akaunti yako ya Lense');
    expect(mail!.text).toBe(
      'Habari,\n\n' +
        'Asante kwa kujisajili kwenye Lense. Thibitisha barua pepe yako ili uweze kuingia.\n\n' +
        `Thibitisha akaunti yangu: ${mail!.text.match(/http:\/\/web\.test\/confirmation\?\S+/)![0]}\n\n` +
        'Timu ya Lense',
    );
    expect(mail!.html).toContain('<p>Timu ya Lense</p>');
  });

  it('takes the language of Accept-Language when the sign-up names none', async () => {
    const swahili = await signUp(h, {}, { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' });
    expect(swahili.statusCode, swahili.body).toBe(201);
    expect(swahili.json().user.locale).toBe('sw');
    const [mail] = await h.mailsTo(swahili.json().user.email);
    expect(mail!.subject).toBe('Thibitisha akaunti yako ya Lense');
    expect(mail!.text).toContain('Asante kwa kujisajili kwenye Lense.');

    // The body's locale wins over the header; a header of other languages is English.
    const chosen = await signUp(h, { locale: 'en' }, { 'accept-language': 'sw-KE' });
    expect(chosen.json().user.locale).toBe('en');
    expect((await h.mailsTo(chosen.json().user.email))[0]!.subject).toBe('Confirm your Lense account');
    const french = await signUp(h, {}, { 'accept-language': 'fr-FR, fr;q=0.9' });
    expect(french.json().user.locale).toBe('en');
    const none = await signUp(h, {});
    expect(none.json().user.locale).toBe('en');
  });

  it('refuses a language Lense does not speak', async () => {
    for (const locale of ['fr', 'sw-KE', '', 1, null]) {
      const res = await signUp(h, { locale });
      expect(res.statusCode, String(locale)).toBe(400);
    }
  });

  it("reads and changes the account's language, and later mail follows it", async () => {
    const { email, token } = await h.signIn();
    const me = await h.request({ method: 'GET', url: '/api/me', token });
    expect(me.json().user.locale).toBe('en');

    const changed = await setLocale(h, token, 'sw');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user).toMatchObject({ email, locale: 'sw' });
    expect((await h.request({ method: 'GET', url: '/api/me', token })).json().user.locale).toBe('sw');

    await h.request({ method: 'POST', url: '/api/users/initiate_password_change', payload: { email } });
    const [reset] = await h.mailsTo(email);
    expect(reset!.subject).toBe('Weka upya nenosiri lako la Lense');
    expect(reset!.text).toMatch(/^Habari Ada,\n\n/);
    expect(reset!.text).toContain('Badilisha nenosiri langu: http://web.test/password/edit?');

    await h.request({ method: 'POST', url: '/api/users/initiate_account_deletion', token });
    expect((await h.mailsTo(email))[0]!.subject).toBe('Futa akaunti yako ya Lense');

    expect((await setLocale(h, token, 'en')).json().user.locale).toBe('en');
    await h.request({ method: 'POST', url: '/api/users/initiate_password_change', payload: { email } });
    expect((await h.mailsTo(email))[0]!.subject).toBe('Reset your Lense password');
  });

  it('refuses an unknown language and a caller who is not signed in, and changes nothing else', async () => {
    const { email, token } = await h.signIn();
    expect((await setLocale(h, token, 'de')).statusCode).toBe(400);
    expect((await setLocale(h, token, 'sw-KE')).statusCode).toBe(400);
    expect((await h.request({ method: 'GET', url: '/api/me', token })).json().user.locale).toBe('en');
    // Only the language can be changed here: anything else sent is dropped.
    const extra = await h.request({
      method: 'PATCH',
      url: '/api/me',
      token,
      payload: { user: { locale: 'sw', email: 'someone-else@example.com', first_name: 'Mallory' } },
    });
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json().user).toMatchObject({ email, first_name: 'Ada', locale: 'sw' });
    const anonymous = await h.request({
      method: 'PATCH',
      url: '/api/me',
      payload: { user: { locale: 'sw' } },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("mails the digest of guests' photos in the owner's language", async () => {
    const { turnOn, guestToken, guestUpload } = guestCalls(h);
    const owner = await h.signIn();
    expect((await setLocale(h, owner.token, 'sw')).statusCode).toBe(200);
    const space = await createSpace(h, owner.token, { title: 'Harambee', default_hide_items: true });
    const link = await turnOn(owner.token, space.id);
    const baraka = await guestToken(link.token, { name: 'Baraka' });
    await guestUpload(baraka, await photo(40, 30));
    await guestUpload(baraka, await photo(30, 40));
    await guestUpload(baraka, await photo(30, 30));
    // Due, with the guests quiet since: the photos sent a while ago.
    await sql`UPDATE photos SET created_at = created_at - interval '1 hour' WHERE space_id = ${space.id}`.execute(
      h.app.db,
    );
    await h.app.db
      .updateTable('jobs')
      .set({ run_at: new Date(0) })
      .where('name', '=', 'guest-digest')
      .execute();
    await h.app.jobs.idle();

    const digests = (await h.mailsTo(owner.email)).filter((mail) => mail.subject.includes('Harambee'));
    expect(digests.map((mail) => mail.subject)).toEqual(['Picha 3 zimepakiwa na wageni kwenye Harambee']);
    expect(digests[0]!.text).toContain(
      'Picha 3 zimepakiwa kwenye Harambee na Baraka. Picha 3 zinasubiri ukaguzi wako kabla mtu yeyote hajaziona.',
    );
    expect(digests[0]!.text).toContain(`Kagua picha: http://web.test/spaces/${space.id}/manage/review`);
  });
});

describeBackends('the event language of a space', (h) => {
  it('is none until the owner sets it, and reads the same for the owner, visitors and guests', async () => {
    const { turnOn } = guestCalls(h);
    const owner = await h.signIn();
    const plain = await createSpace(h, owner.token);
    expect(plain.language).toBeNull();

    const space = await createSpace(h, owner.token, { title: 'Harusi ya Amina', language: 'sw' });
    expect(space.language).toBe('sw');
    const read = async (token?: string) =>
      (await h.request({ method: 'GET', url: `/api/spaces/${space.id}`, ...(token ? { token } : {}) })).json()
        .space.language;
    expect(await read(owner.token)).toBe('sw');
    expect(await read()).toBe('sw');
    const link = await turnOn(owner.token, space.id);
    const opened = await h.request({ method: 'GET', url: `/api/guest_links/${link.token}` });
    expect(opened.json().guest_link.space.language).toBe('sw');

    const update = (language: unknown) =>
      h.request({
        method: 'PATCH',
        url: `/api/spaces/${space.id}`,
        token: owner.token,
        payload: { language },
      });
    const english = await update('en');
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().space.language).toBe('en');
    // The visitors' cached answer follows the change.
    expect(await read()).toBe('en');
    expect((await update(null)).json().space.language).toBeNull();
    expect(await read()).toBeNull();
    expect(await read(owner.token)).toBeNull();
  });

  it('refuses a language Lense does not speak', async () => {
    const owner = await h.signIn();
    const created = await h.request({
      method: 'POST',
      url: '/api/spaces',
      token: owner.token,
      payload: { title: 'Party', language: 'fr' },
    });
    expect(created.statusCode).toBe(400);
    const space = await createSpace(h, owner.token, { language: 'en' });
    for (const language of ['SW', 'sw-KE', '', 7]) {
      const res = await h.request({
        method: 'PATCH',
        url: `/api/spaces/${space.id}`,
        token: owner.token,
        payload: { language },
      });
      expect(res.statusCode, String(language)).toBe(400);
    }
    const owners = await h.request({ method: 'GET', url: `/api/spaces/${space.id}`, token: owner.token });
    expect(owners.json().space.language).toBe('en');
  });
});

describeBackends('the language of a published site', (h) => {
  /** A signed-in organiser with a collection to publish. */
  async function organiser() {
    const owner = await h.signIn();
    const res = await h.request({
      method: 'POST',
      url: '/api/collections',
      token: owner.token,
      payload: { name: 'Harusi', description: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...owner, collectionId: res.json().collection.id as string };
  }
  const siteName = () => `tovuti-${randomUUID().slice(0, 8)}`;
  /** Creates a site of `owner`'s collection, with `fields` besides. */
  const createSite = (owner: Awaited<ReturnType<typeof organiser>>, fields: object) =>
    h.request({
      method: 'POST',
      url: '/api/sites',
      token: owner.token,
      payload: { collection_id: owner.collectionId, ...fields },
    });
  const publicRead = async (name: string) =>
    (await h.request({ method: 'GET', url: `/api/public/sites/${name}` })).json().site.language;

  it('is none until the owner sets it, reads back in the public read, and null clears it', async () => {
    const other = await organiser();
    const plain = await createSite(other, { name: siteName() });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().site.language).toBeNull();
    expect(await publicRead(plain.json().site.name)).toBeNull();

    const owner = await organiser();
    const name = siteName();
    const created = await createSite(owner, { name, language: 'sw' });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json().site;
    expect(site.language).toBe('sw');
    expect(await publicRead(name)).toBe('sw');
    const mine = await h.request({ method: 'GET', url: '/api/sites', token: owner.token });
    expect(mine.json().sites.find((s: { id: string }) => s.id === site.id).language).toBe('sw');

    const update = (payload: object) =>
      h.request({ method: 'PATCH', url: `/api/sites/${site.id}`, token: owner.token, payload });
    const english = await update({ language: 'en' });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().site.language).toBe('en');
    // The visitors' cached answer follows the change.
    expect(await publicRead(name)).toBe('en');
    // Other details leave it as it is.
    expect((await update({ title: 'Harusi ya Amina' })).json().site.language).toBe('en');
    expect((await update({ language: null })).json().site.language).toBeNull();
    expect(await publicRead(name)).toBeNull();
  });

  it('refuses a language Lense does not speak with a validation error, and changes nothing', async () => {
    const owner = await organiser();
    const refused = await createSite(owner, { name: siteName(), language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual(expect.any(String));
    const name = siteName();
    const created = await createSite(owner, { name, language: 'sw' });
    expect(created.statusCode, created.body).toBe(201);
    for (const language of ['SW', 'sw-KE', '', 7]) {
      const res = await h.request({
        method: 'PATCH',
        url: `/api/sites/${created.json().site.id}`,
        token: owner.token,
        payload: { language },
      });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect(await publicRead(name)).toBe('sw');
  });
});
