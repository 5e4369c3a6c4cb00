import { readFileSync } from 'node:fs';
import { SIMULATOR_ACCOUNT } from '@lense/api/src/payments/daraja-simulator.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiError,
  createLenseClient,
  createSessionStore,
  type FaqEntry,
  guestUploadHeaders,
  isApiError,
  type LenseClient,
  normalisePhone,
  orderOriginalUrl,
  type PutFile,
  type PutPart,
  spaceDownloadUrl,
  uploadToSpace,
  uploadWatermark,
} from '../../src';
import { PENDING_OPERATIONS } from '../../src/endpoints/pending';
import { fixtures } from '../../src/mocks/fixtures';
import { type RunningApi, startApi } from './server';

// The typed client against the real API: every endpoint function, the session and the transport's
// token handling, over HTTP on a loopback port. No mocks.

const document = JSON.parse(
  readFileSync(new URL('../../src/generated/openapi.json', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, unknown>> };

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

let api: RunningApi;
/** Operations ('GET /me') the client sent, to prove every documented operation has been exercised. */
const sent = new Set<string>();
const unauthorized: ApiError[] = [];

function newClient(): LenseClient {
  const session = createSessionStore({ storage: memoryStorage(), eventTarget: null });
  return createLenseClient({
    baseUrl: api.baseUrl,
    session,
    currentAddress: () => 'http://web.test/spaces?page=2',
    onUnauthorized: (error) => unauthorized.push(error),
    fetch: async (input, init) => {
      const url = new URL(String(input));
      sent.add(`${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`);
      return fetch(input, init);
    },
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

let counter = 0;
const uniqueEmail = () => `client-${Date.now().toString(36)}-${++counter}@example.com`;

/** The token in the newest mailed link to `to` matching `pattern`, read through the dev mailbox. */
async function mailedToken(client: LenseClient, to: string, pattern: RegExp): Promise<string> {
  const { messages } = await client.meta.devMailbox();
  for (const message of messages.filter((m) => m.to === to)) {
    const match = pattern.exec(message.text);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

const PASSWORD = 'correct horse battery';

async function signedUpAndConfirmed(client: LenseClient): Promise<string> {
  const email = uniqueEmail();
  await client.auth.signup({
    email,
    password: PASSWORD,
    first_name: 'Ada',
    last_name: 'Lovelace',
    accepted_terms_of_service: true,
  });
  await client.account.confirmEmail(await mailedToken(client, email, /confirmation_token=([^\s&]+)/));
  return email;
}

beforeAll(async () => {
  api = await startApi();
});

afterAll(async () => {
  await api?.close();
});

describe('account lifecycle', () => {
  it('signs up, confirms through the mailed link, logs in, reads me, logs out; the old token is revoked', async () => {
    const client = newClient();
    const email = uniqueEmail();

    const signup = await client.auth.signup({
      email,
      password: PASSWORD,
      first_name: 'Ada',
      last_name: 'Lovelace',
      accepted_terms_of_service: true,
    });
    expect(signup.status.message).toBe('We have sent an email to confirm your signup to your email');
    expect(signup.user).toMatchObject({ email, confirmed: false });

    const early = await rejection(client.auth.login({ email, password: PASSWORD }));
    expect(early.status).toBe(401);
    expect(early.error).toBe('You have to confirm your email address before continuing.');

    const confirmationToken = await mailedToken(client, email, /confirmation_token=([^\s&]+)/);
    const confirmed = await client.account.confirmEmail(confirmationToken);
    expect(confirmed.status.message).toBe('Your email address has been successfully confirmed.');
    expect(confirmed.user.confirmed).toBe(true);

    const wrong = await rejection(client.auth.login({ email, password: 'not the password' }));
    expect(wrong).toMatchObject({ status: 401, error: 'Invalid Email or password.' });

    const login = await client.auth.login({ email, password: PASSWORD });
    expect(login.user.email).toBe(email);
    const token = client.session.getSnapshot().token;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(client.session.getSnapshot().user).toMatchObject({ email });

    const { user } = await client.account.me();
    expect(user).toMatchObject({ email, first_name: 'Ada', last_name: 'Lovelace', confirmed: true });

    const logout = await client.auth.logout();
    expect(logout.status.message).toBe('Logged out successfully.');
    expect(client.session.getSnapshot()).toMatchObject({ token: null, user: null });

    // The revoked token ends the session wherever it is still stored.
    client.session.update({ token, user });
    const revoked = await rejection(client.account.me());
    expect(revoked).toMatchObject({ status: 401, error: 'revoked token' });
    expect(client.session.getSnapshot()).toMatchObject({
      token: null,
      user: null,
      open_on_login: '/spaces?page=2',
    });
    expect(unauthorized.at(-1)).toBe(revoked);
  });

  it("keeps the account's language: the sign-up's locale, read by me, changed with updateAccount", async () => {
    const client = newClient();
    const email = uniqueEmail();
    const signup = await client.auth.signup({
      email,
      password: PASSWORD,
      first_name: 'Amina',
      last_name: 'Otieno',
      accepted_terms_of_service: true,
      locale: 'sw',
    });
    expect(signup.user.locale).toBe('sw');
    const [confirmation] = (await client.meta.devMailbox()).messages.filter((m) => m.to === email);
    expect(confirmation?.subject).toBe('Thibitisha akaunti yako ya Lense');
    await client.account.confirmEmail(await mailedToken(client, email, /confirmation_token=([^\s&]+)/));
    await client.auth.login({ email, password: PASSWORD });
    expect((await client.account.me()).user.locale).toBe('sw');

    const { user } = await client.account.updateAccount({ locale: 'en' });
    expect(user).toMatchObject({ email, locale: 'en' });
    expect(client.session.getSnapshot().user).toMatchObject({ email, locale: 'en' });
    const refused = await rejection(client.account.updateAccount({ locale: 'fr' as 'en' }));
    expect(refused.status).toBe(400);
  });

  it('rejects a second sign-up with the same address and an unknown confirmation token', async () => {
    const client = newClient();
    const email = await signedUpAndConfirmed(client);
    const again = await rejection(
      client.auth.signup({
        email,
        password: PASSWORD,
        first_name: 'Ada',
        last_name: 'Lovelace',
        accepted_terms_of_service: true,
      }),
    );
    expect(again).toMatchObject({ status: 409, error: 'Email has already been taken' });
    expect(await rejection(client.account.confirmEmail('not-a-token'))).toMatchObject({ status: 404 });
  });

  it('sends the confirmation mail again', async () => {
    const client = newClient();
    const email = uniqueEmail();
    await client.auth.signup({
      email,
      password: PASSWORD,
      first_name: 'Grace',
      last_name: 'Hopper',
      accepted_terms_of_service: true,
    });
    const answer = await client.account.resendConfirmation(email);
    expect(answer.status.message).toBe('We have sent an email to confirm your signup to your email');
    const mails = (await client.meta.devMailbox()).messages.filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
  });

  it('resets a forgotten password with the mailed token', async () => {
    const client = newClient();
    const email = await signedUpAndConfirmed(client);

    const initiated = await client.account.initiatePasswordChange(email);
    expect(initiated.status.message).toBe('Reset password instructions sent to your email');
    const resetToken = await mailedToken(client, email, /reset_password_token=([^\s&]+)/);

    await expect(client.account.validateResetPasswordToken(resetToken)).resolves.toEqual({ valid: true });
    const invalid = await rejection(client.account.validateResetPasswordToken('nope'));
    expect(invalid).toMatchObject({ status: 404, error: 'invalid token' });

    const mismatch = await rejection(
      client.account.changePassword({
        reset_password_token: resetToken,
        password: 'a new password',
        password_confirmation: 'another one',
      }),
    );
    expect(mismatch).toMatchObject({ status: 422, error: "Password confirmation doesn't match Password" });

    const changed = await client.account.changePassword({
      reset_password_token: resetToken,
      password: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(changed.status.message).toBe('Password changed successfully!');
    await expect(client.auth.login({ email, password: 'a new password' })).resolves.toMatchObject({
      user: { email },
    });
  });

  it('deletes the account after the exit survey, with the mailed deletion token', async () => {
    const client = newClient();
    const email = await signedUpAndConfirmed(client);
    await client.auth.login({ email, password: PASSWORD });

    const initiated = await client.account.initiateAccountDeletion();
    expect(initiated.status.message).toBe('Account deletion instructions sent to your email');
    const deletionToken = await mailedToken(client, email, /exit-survey\/([^\s/?#]+)/);
    await expect(client.account.validateDeletionToken(deletionToken)).resolves.toEqual({ valid: true });
    expect(await rejection(client.account.validateDeletionToken('nope'))).toMatchObject({ status: 404 });

    const survey = await client.account.submitExitSurvey({ reason: 'other', feedback: 'Just testing.' });
    expect(survey.status.message).toBe('Thanks for providing us with valuable feedback!');

    const deleted = await client.account.deleteAccount(deletionToken);
    expect(deleted.status.message).toBe('Your account has been deleted');
    expect(client.session.getSnapshot().token).toBeNull();
    expect(await rejection(client.auth.login({ email, password: PASSWORD }))).toMatchObject({ status: 401 });
  });

  it('reports Google sign-in as unavailable when the API has no Google client', async () => {
    const client = newClient();
    const error = await rejection(client.auth.signInWithGoogle('a-google-id-token'));
    expect(error.status).toBe(501);
    expect(client.session.getSnapshot().user).toBeNull();
    // A new account's language travels with the token, and passes the API's checks.
    const withLocale = await rejection(
      client.auth.signInWithGoogle({ token: 'a-google-id-token', locale: 'sw' }),
    );
    expect(withLocale.status).toBe(501);
  });
});

describe('newsletter', () => {
  it('lists the newsletter and subscribes an address idempotently', async () => {
    const client = newClient();
    const { email_lists } = await client.newsletter.emailLists();
    const newsletter = email_lists.find((list) => list.name.toLowerCase() === 'newsletter');
    expect(newsletter).toBeDefined();

    const email = uniqueEmail();
    const first = await client.newsletter.subscribe({ email_list_id: newsletter!.id, email });
    const second = await client.newsletter.subscribe({ email_list_id: newsletter!.id, email });
    expect(first.email_list_subscription).toMatchObject({ email_list_id: newsletter!.id, email });
    expect(second.email_list_subscription).toEqual(first.email_list_subscription);

    const invalid = await rejection(
      client.newsletter.subscribe({ email_list_id: newsletter!.id, email: 'x' }),
    );
    expect(invalid.status).toBe(400);
  });
});

describe('plans', () => {
  it('lists the plans and subscribes the signed-in user once', async () => {
    const client = newClient();
    const { subscription_types } = await client.plans.subscriptionTypes();
    expect(subscription_types.map((type) => type.name)).toEqual(expect.arrayContaining(['basic', 'premium']));
    const basic = subscription_types.find((type) => type.name === 'basic')!;

    expect(await rejection(client.plans.subscriptions())).toMatchObject({ status: 401 });

    const email = await signedUpAndConfirmed(client);
    await client.auth.login({ email, password: PASSWORD });
    await expect(client.plans.subscriptions()).resolves.toEqual({ subscriptions: [] });

    const first = await client.plans.subscribe(basic.id);
    expect(first.subscription).toMatchObject({ subscription_type_name: 'basic', status: 'trialing' });
    const second = await client.plans.subscribe(basic.id);
    expect(second.subscription.id).toBe(first.subscription.id);

    const { subscriptions } = await client.plans.subscriptions();
    expect(subscriptions).toEqual([first.subscription]);
  });
});

describe('social media and meta', () => {
  it('lists the social media sites and the signed-in user’s accounts', async () => {
    const client = newClient();
    const { social_media_sites } = await client.socialMedia.sites();
    expect(social_media_sites.map((site) => site.name)).toEqual(
      expect.arrayContaining(['facebook', 'instagram', 'linkedin', 'twitter']),
    );
    const email = await signedUpAndConfirmed(client);
    await client.auth.login({ email, password: PASSWORD });
    await expect(client.socialMedia.accounts()).resolves.toEqual({ social_media_accounts: [] });
  });

  it('reports the API healthy', async () => {
    await expect(newClient().meta.health()).resolves.toEqual({
      status: 'ok',
      database: 'pglite',
      public_cache: { hits: expect.any(Number), misses: expect.any(Number) },
    });
  });
});

let siteCounter = 0;
const uniqueSiteName = () => `site-${Date.now().toString(36)}-${++siteCounter}`;

async function signedIn(client: LenseClient): Promise<string> {
  const email = await signedUpAndConfirmed(client);
  await client.auth.login({ email, password: PASSWORD });
  return email;
}

describe('sites and collections', () => {
  it('creates, lists, checks, updates, publishes and deletes a site in a collection', async () => {
    const client = newClient();
    await signedIn(client);

    await expect(client.collections.list()).resolves.toEqual({ collections: [] });
    const { collection } = await client.collections.create({ name: 'Weddings', description: 'All of them' });
    expect(collection).toMatchObject({ name: 'Weddings', description: 'All of them' });
    const taken = await rejection(client.collections.create({ name: 'Weddings' }));
    expect(taken).toMatchObject({ status: 409, error: 'Collection with that name already exists' });
    await expect(client.collections.list({ name: 'Weddings' })).resolves.toEqual({
      collections: [collection],
    });

    const { space } = await client.call('post', '/spaces', {
      body: { title: 'Smith wedding', start_date: '2026-06-06', end_date: '2026-06-13', is_public: true },
    });
    const first = await client.collections.addSpace({ space_id: space.id, collection_id: collection.id });
    const again = await client.collections.addSpace({ space_id: space.id, collection_id: collection.id });
    expect(again.collection_space).toEqual(first.collection_space);
    await expect(client.collections.spaces({ collection_id: collection.id })).resolves.toEqual({
      collection_spaces: [first.collection_space],
    });
    await expect(client.collections.spaces()).resolves.toEqual({
      collection_spaces: [first.collection_space],
    });

    const name = uniqueSiteName();
    await expect(client.sites.byName(name)).resolves.toEqual({ sites: [] });
    expect(await rejection(client.sites.byName('-'))).toMatchObject({ status: 422 });
    const { site } = await client.sites.create({ name, collection_id: collection.id });
    expect(site).toMatchObject({ name, collection_id: collection.id });
    await expect(client.sites.list()).resolves.toEqual({ sites: [site] });
    await expect(client.sites.byName(name.toUpperCase())).resolves.toEqual({ sites: [site] });

    const other = newClient();
    await signedIn(other);
    const { collection: otherCollection } = await other.collections.create({ name: 'Birthdays' });
    const nameTaken = await rejection(other.sites.create({ name, collection_id: otherCollection.id }));
    expect(nameTaken).toMatchObject({ status: 409, error: 'name already taken' });

    const upgrade = await rejection(
      client.sites.create({ name: uniqueSiteName(), collection_id: collection.id }),
    );
    expect(upgrade).toMatchObject({ status: 403, error: 'Please upgrade your plan to perform this action' });

    const { site: updated } = await client.sites.update(site.id, { title: 'Smith & Co' });
    expect(updated).toMatchObject({ id: site.id, title: 'Smith & Co' });

    const published = await newClient().sites.publicSite(name);
    expect(published).toMatchObject({ site: { id: site.id, title: 'Smith & Co' }, collection });
    expect(published.spaces.map((s) => s.id)).toEqual([space.id]);

    await expect(client.collections.removeSpace(first.collection_space.id)).resolves.toMatchObject({
      status: { message: 'Space removed from collection' },
    });
    await expect(client.collections.spaces()).resolves.toEqual({ collection_spaces: [] });

    await expect(client.sites.remove(site.id)).resolves.toMatchObject({
      status: { message: 'Site deleted' },
    });
    expect(await rejection(newClient().sites.publicSite(name))).toMatchObject({ status: 404 });
    await expect(client.collections.remove(collection.id)).resolves.toMatchObject({
      status: { message: 'Collection deleted' },
    });
  });
});

describe('banners, icons and the FAQ', () => {
  it('adds, chooses and deletes banners and icons for a site', async () => {
    const client = newClient();
    await signedIn(client);
    const { collection } = await client.collections.create({ name: 'Portfolio' });
    const { site } = await client.sites.create({ name: uniqueSiteName(), collection_id: collection.id });

    const { banners } = await client.siteImages.createBanners({ photos: ['https://img.lense.test/b.jpg'] });
    expect(banners).toEqual([expect.objectContaining({ url: 'https://img.lense.test/b.jpg', owner: true })]);
    const bannerPage = await client.siteImages.banners();
    expect(bannerPage.banners).toEqual(expect.arrayContaining(banners));
    expect(bannerPage.has_more).toBe(false);
    expect(await client.siteImages.banners(2)).toEqual({ banners: [], has_more: false });
    const { site_banners } = await client.siteImages.chooseBanners({
      site_id: site.id,
      banner_ids: [banners[0]!.id],
    });
    expect(site_banners).toEqual([expect.objectContaining({ site_id: site.id, banner_id: banners[0]!.id })]);
    await expect(client.siteImages.siteBanners({ site_id: site.id })).resolves.toEqual({ site_banners });

    const { icons } = await client.siteImages.createIcons({ photos: ['https://img.lense.test/i.png'] });
    expect(icons).toEqual([expect.objectContaining({ url: 'https://img.lense.test/i.png', owner: true })]);
    const iconPage = await client.siteImages.icons(1);
    expect(iconPage.icons).toEqual(expect.arrayContaining(icons));
    expect(iconPage.has_more).toBe(false);
    const { site_icons } = await client.siteImages.chooseIcons({
      site_id: site.id,
      icon_ids: [icons[0]!.id],
    });
    expect(site_icons).toEqual([expect.objectContaining({ site_id: site.id, icon_id: icons[0]!.id })]);
    await expect(client.siteImages.siteIcons({ site_id: site.id })).resolves.toEqual({ site_icons });

    await expect(client.siteImages.removeBanner(banners[0]!.id)).resolves.toMatchObject({
      status: { message: 'Banner deleted' },
    });
    await expect(client.siteImages.removeIcon(icons[0]!.id)).resolves.toMatchObject({
      status: { message: 'Icon deleted' },
    });
    expect(await rejection(client.siteImages.removeIcon(icons[0]!.id))).toMatchObject({ status: 404 });
  });

  it('lists the FAQ, all of it or the landing page’s entries', async () => {
    const client = newClient();
    const { faqs } = await client.faqs.list();
    expect(faqs.length).toBeGreaterThan(0);
    const landing = await client.faqs.list({ landing: true });
    expect(landing.faqs.every((faq) => faq.show_on_lading_page)).toBe(true);
  });

  it('serves the FAQ the mocks show, so screens under mocks carry the product’s text', async () => {
    const { faqs } = await newClient().faqs.list();
    const text = ({ header, text, show_on_lading_page }: FaqEntry) => ({ header, text, show_on_lading_page });
    expect(fixtures.faqs.map(text)).toEqual(faqs.map(text));
  });

  it('serves the FAQ in Kiswahili for lang=sw, as the mocks show it; English is the default', async () => {
    const client = newClient();
    const text = ({ header, text, show_on_lading_page }: FaqEntry) => ({ header, text, show_on_lading_page });
    const swahili = await client.faqs.list({ lang: 'sw' });
    expect(fixtures.swahiliFaqs.map(text)).toEqual(swahili.faqs.map(text));
    expect((await client.faqs.list({ lang: 'en' })).faqs).toEqual((await client.faqs.list()).faqs);
    const landing = await client.faqs.list({ lang: 'sw', landing: true });
    expect(landing.faqs.map((faq) => faq.header)).toContain('Lense ni nini?');
  });
});

// The smallest valid PNG: one transparent pixel.
const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/**
 * A PUT of the bytes to a presigned URL with fetch (the browser uses XMLHttpRequest for progress). The
 * local storage signs URLs on the web app's public origin, which proxies /api; here the API listens on
 * its own port, so the origin is swapped for the API's.
 */
const fetchPut: PutFile = async (url, file, { contentType, signal }) => {
  const target = new URL(url);
  const apiOrigin = new URL(api.baseUrl);
  target.protocol = apiOrigin.protocol;
  target.host = apiOrigin.host;
  const response = await fetch(target, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': contentType },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`PUT ${url} answered ${response.status}`);
};

/** A part of a resumable upload sent with fetch, as {@link fetchPut} sends a file; answers its ETag. */
const fetchPutPart: PutPart = async (url, part, options) => {
  const target = new URL(url);
  const apiOrigin = new URL(api.baseUrl);
  target.protocol = apiOrigin.protocol;
  target.host = apiOrigin.host;
  const response = await fetch(target, {
    method: 'PUT',
    body: part,
    headers: { 'Content-Type': options.contentType },
  });
  const etag = response.headers.get('etag');
  if (!response.ok || !etag) throw new Error(`PUT ${url} answered ${response.status}`);
  return etag;
};

async function signedInOwner(): Promise<LenseClient> {
  const client = newClient();
  const email = await signedUpAndConfirmed(client);
  await client.auth.login({ email, password: PASSWORD });
  return client;
}

describe('spaces', () => {
  it('creates, lists, reads, updates and deletes a space', async () => {
    const client = await signedInOwner();
    const title = `Harbour Regatta ${Date.now().toString(36)}`;
    const { space } = await client.spaces.create({ title, description: 'Boats' });
    expect(space).toMatchObject({ title, description: 'Boats', is_public: true });

    const page = await client.spaces.list(1);
    expect(page.data.map((s) => s.id)).toContain(space.id);
    expect(typeof page.has_more).toBe('boolean');

    const read = await client.spaces.get(space.id);
    expect(read).toMatchObject({ space: { id: space.id, title }, photos: [], has_more_photos: false });

    const { space: updated } = await client.spaces.update(space.id, { description: 'Sailing boats' });
    expect(updated).toMatchObject({ id: space.id, description: 'Sailing boats' });

    const other = newClient();
    expect(await rejection(other.spaces.remove(space.id))).toMatchObject({ status: 401 });

    await client.spaces.remove(space.id);
    expect(await rejection(client.spaces.get(space.id))).toMatchObject({ status: 404 });
  });

  it("keeps a space's event language: none by default, set at creation, changed or cleared by an update", async () => {
    const client = await signedInOwner();
    const { space: plain } = await client.spaces.create({ title: `Plain ${Date.now().toString(36)}` });
    expect(plain.language).toBeNull();
    const { space } = await client.spaces.create({
      title: `Harusi ${Date.now().toString(36)}`,
      language: 'sw',
    });
    expect(space.language).toBe('sw');
    expect((await newClient().spaces.get(space.id)).space.language).toBe('sw');
    expect((await client.spaces.update(space.id, { language: 'en' })).space.language).toBe('en');
    expect((await client.spaces.update(space.id, { language: null })).space.language).toBeNull();
    const refused = await rejection(client.spaces.update(space.id, { language: 'fr' as 'en' }));
    expect(refused.status).toBe(400);
  });

  it('creates, lists and revokes upload credentials', async () => {
    const client = await signedInOwner();
    const { space } = await client.spaces.create({ title: `Credentials ${Date.now().toString(36)}` });
    const { credential } = await client.spaces.createCredential(space.id);
    expect(credential.secret.length).toBeGreaterThan(0);
    const { credentials } = await client.spaces.credentials(space.id);
    expect(credentials.map((c) => c.id)).toEqual([credential.id]);
    await client.spaces.revokeCredential(space.id, credential.id);
    await expect(client.spaces.credentials(space.id)).resolves.toEqual({ credentials: [] });
  });
});

describe('photos', () => {
  it('uploads a photo to a space, finds it in the feed, changes, hides and deletes it', async () => {
    const client = await signedInOwner();
    const word = `kite${Date.now().toString(36)}`;
    const { space } = await client.spaces.create({ title: `Beach ${word} Festival` });

    const file = new File([TINY_PNG], 'pixel.png', { type: 'image/png' });
    const upload = await uploadToSpace(client, space.id, [file], { put: fetchPut });
    expect(upload.status).toBe('completed');
    const photoId = upload.photoIds[0]!;
    expect(photoId).toBeTruthy();

    // Verified, the photo is processed in the background and appears once its derived images exist.
    let read = await client.spaces.get(space.id);
    for (let wait = 0; read.photos[0]?.state === 'processing' && wait < 300; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      read = await client.spaces.get(space.id);
    }
    expect(read.photos.map((p) => ({ id: p.id, state: p.state }))).toEqual([
      { id: photoId, state: 'visible' },
    ]);
    expect(read.photos[0]).toMatchObject({
      width: 1,
      height: 1,
      thumb_url: expect.stringContaining('/images/'),
    });
    await expect(client.photos.uploadStatus(photoId)).resolves.toEqual({
      upload: { photo_id: photoId, state: 'visible', error: null },
    });

    const feed = await client.photos.feed({ search_term: word.toUpperCase(), detailed: true });
    expect(feed.photos.map((p) => p.id)).toEqual([photoId]);
    expect(feed.spaces.map((s) => s.id)).toEqual([space.id]);
    const none = await client.photos.feed({ search_term: `${word}-nothing` });
    expect(none.photos).toEqual([]);

    const { data: changed } = await client.photos.update(photoId, { comment: 'Red kite' });
    expect(changed).toMatchObject({ id: photoId, comment: 'Red kite' });

    const shared = await client.photos.get(photoId);
    expect(shared).toMatchObject({ data: { id: photoId, comment: 'Red kite' }, space: { id: space.id } });

    const { data: hidden } = await client.photos.setState(photoId, 'hidden');
    expect(hidden.state).toBe('hidden');
    // Its owner still reads the hidden photo.
    await expect(client.photos.get(photoId)).resolves.toMatchObject({ data: { state: 'hidden' } });
    await expect(client.photos.feed({ search_term: word })).resolves.toMatchObject({ photos: [] });

    await client.photos.remove(photoId);
    await expect(client.spaces.get(space.id)).resolves.toMatchObject({ photos: [] });
  });
});

describe('photos in batches', () => {
  it('prices, hides and deletes several photos of a space together', async () => {
    const client = await signedInOwner();
    const { space } = await client.spaces.create({ title: 'Batch Festival' });
    const files = ['a.png', 'b.png'].map((name) => new File([TINY_PNG], name, { type: 'image/png' }));
    const upload = await uploadToSpace(client, space.id, files, { put: fetchPut });
    expect(upload.status).toBe('completed');
    const ids = upload.photoIds.filter((id): id is string => id !== null);
    expect(ids).toHaveLength(2);
    let read = await client.spaces.get(space.id);
    for (let wait = 0; read.photos.some((p) => p.state === 'processing') && wait < 300; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      read = await client.spaces.get(space.id);
    }

    const priced = await client.photos.updateMany(space.id, { photo_ids: ids, price: '500' });
    expect(priced.data.map((photo) => [photo.id, photo.price])).toEqual(ids.map((id) => [id, '500.00']));
    const hidden = await client.photos.updateMany(space.id, { photo_ids: ids, state: 'hidden' });
    expect(hidden.data.map((photo) => photo.state)).toEqual(['hidden', 'hidden']);

    await client.photos.removeMany(space.id, ids);
    await expect(client.spaces.get(space.id)).resolves.toMatchObject({ photos: [] });
  });
});

describe('guest uploads', () => {
  it('turns a guest link on, lets a guest join it and upload, reviews the photo and turns the link off', async () => {
    const client = await signedInOwner();
    const { space } = await client.spaces.create({
      title: `Guests ${Date.now().toString(36)}`,
      default_hide_items: true,
    });
    await expect(client.guests.link(space.id)).resolves.toEqual({ guest_link: null });
    const { guest_link: link } = await client.guests.saveLink(space.id, { password: 'cake-2026' });
    expect(link).toMatchObject({ has_password: true, uploads: 0 });

    const guestClient = newClient();
    const { guest_link: opened } = await guestClient.guests.open(link.token);
    expect(opened).toMatchObject({ space: { id: space.id }, needs_password: true, review: true });
    expect(await rejection(guestClient.guests.join(link.token, { name: 'Amina' }))).toMatchObject({
      status: 401,
    });
    const { guest } = await guestClient.guests.join(link.token, { name: 'Amina', password: 'cake-2026' });
    const file = new File([TINY_PNG], 'pixel.png', { type: 'image/png' });
    // Sent in parts, as the guest page sends photos on a venue's network.
    const upload = await uploadToSpace(guestClient, space.id, [file], {
      resumable: { putPart: fetchPutPart },
      headers: guestUploadHeaders(guest.token),
    });
    expect(upload.status).toBe('completed');
    const photoId = upload.photoIds[0]!;
    // Its part URLs came with the presign; asked for later, the photo is already uploaded.
    expect(
      await rejection(
        guestClient.photos.parts(
          photoId,
          { size: TINY_PNG.length, content_type: 'image/png' },
          { headers: guestUploadHeaders(guest.token) },
        ),
      ),
    ).toMatchObject({ status: 409 });

    let queue = await client.guests.review(space.id);
    for (let wait = 0; queue.total === 0 && wait < 300; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      queue = await client.guests.review(space.id);
    }
    expect(queue.photos.map((p) => [p.id, p.uploader_name, p.awaiting_review])).toEqual([
      [photoId, 'Amina', true],
    ]);
    await expect(client.guests.decide(space.id, { approve: [photoId] })).resolves.toEqual({
      approved: 1,
      rejected: 0,
    });
    // Approved, it heads the live wall, which anyone may read.
    const wall = await guestClient.spaces.livePhotos(space.id);
    expect(wall.photos.map((photo) => [photo.id, photo.uploader_name])).toEqual([[photoId, 'Amina']]);
    await expect(client.guests.turnOff(space.id)).resolves.toMatchObject({ status: { code: 200 } });
    expect(await rejection(guestClient.guests.open(link.token))).toMatchObject({ status: 410 });
  });
});

describe('watermarks', () => {
  it('uploads a watermark image for a space and makes it the space’s watermark', async () => {
    const client = await signedInOwner();
    const { space } = await client.spaces.create({ title: 'Gala with a watermark' });
    const file = new File([TINY_PNG], 'mark.png', { type: 'image/png' });
    const watermark = await uploadWatermark(client, space.id, file, { put: fetchPut });
    expect(watermark).toMatchObject({ original_file_extension: 'png', top: 75, left: 65 });
    const read = await client.spaces.get(space.id);
    expect(read.space.watermark_id).toBe(watermark.id);
    expect(read.watermark).toEqual(watermark);

    const stranger = await signedInOwner();
    const refused = await rejection(client.spaces.setWatermark(space.id, 'watermarks/other/mark.png'));
    expect(refused.status).toBe(422);
    const forbidden = await rejection(stranger.spaces.setWatermark(space.id, 'watermarks/x/mark.png'));
    expect(forbidden.status).toBe(403);
  });
});

describe('space downloads', () => {
  /** A browser following a download link: a plain GET without a token, recorded like the client's calls. */
  const followLink = async (url: string) => {
    const target = new URL(url, api.baseUrl);
    sent.add(`GET ${target.pathname.replace(/^\/api/, '')}`);
    return fetch(target);
  };
  /** The number of entries a zip's end-of-central-directory record declares. */
  const zipEntries = (zip: Uint8Array) => {
    const end = new DataView(zip.buffer, zip.byteOffset + zip.byteLength - 22, 22);
    expect(end.getUint32(0, true)).toBe(0x06054b50);
    return end.getUint16(10, true);
  };

  it('lets visitors download the previews once the owner allows it, and the owner the originals by a signed link', async () => {
    const client = await signedInOwner();
    const { space } = await client.spaces.create({ title: `Picnic ${Date.now().toString(36)}` });
    expect(space.allow_downloads).toBe(false);
    const file = new File([TINY_PNG], 'pixel.png', { type: 'image/png' });
    expect((await uploadToSpace(client, space.id, [file], { put: fetchPut })).status).toBe('completed');
    let read = await client.spaces.get(space.id);
    for (let wait = 0; read.photos[0]?.state !== 'visible' && wait < 300; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      read = await client.spaces.get(space.id);
    }

    const visitorLink = spaceDownloadUrl(api.baseUrl, space.id);
    const refused = await followLink(visitorLink);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Downloads are turned off for this space' });

    const { space: allowed } = await client.spaces.update(space.id, { allow_downloads: true });
    expect(allowed.allow_downloads).toBe(true);
    const previews = await followLink(visitorLink);
    expect(previews.status).toBe(200);
    expect(previews.headers.get('content-type')).toBe('application/zip');
    expect(previews.headers.get('content-disposition')).toContain('.zip');
    expect(zipEntries(new Uint8Array(await previews.arrayBuffer()))).toBe(1);

    const link = await client.spaces.downloadLink(space.id);
    expect(link.url).toMatch(/^\/api\/spaces\/[^/]+\/download\?expires=\d+&sig=/);
    expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.now());
    const originals = await followLink(link.url);
    expect(originals.status).toBe(200);
    const zip = new Uint8Array(await originals.arrayBuffer());
    expect(zipEntries(zip)).toBe(1);
    // The original PNG is in it, byte for byte (stored, not compressed).
    expect(Buffer.from(zip).includes(Buffer.from(TINY_PNG))).toBe(true);

    const stranger = await signedInOwner();
    expect(await rejection(stranger.spaces.downloadLink(space.id))).toMatchObject({ status: 403 });
  });
});

describe('selling photos with M-Pesa', () => {
  /** The order's prompt on the simulator's phone, answered as the buyer would. */
  async function answerPrompt(client: LenseClient, phone: string, answer: 'accept' | 'cancel') {
    const { prompts } = await client.meta.devPhone(phone);
    const prompt = prompts.find((candidate) => candidate.result_code === null);
    if (!prompt) throw new Error(`no unanswered prompt to ${phone}`);
    expect(prompt.phone).toBe(normalisePhone(phone));
    return client.meta.answerPhonePrompt(prompt.checkout_request_id, { answer });
  }

  it('connects a paybill, sells a priced photo after a cancelled prompt and a retry, serves its original, and refunds it', async () => {
    const owner = await signedInOwner();
    const notYet = await owner.mpesaAccount.get();
    expect(notYet).toEqual({
      connected: false,
      shortcode: null,
      type: null,
      till_number: null,
      connected_at: null,
    });
    const refused = await rejection(
      owner.mpesaAccount.connect({
        shortcode: SIMULATOR_ACCOUNT.shortcode,
        type: 'paybill',
        passkey: 'not-the-passkey',
        consumer_key: SIMULATOR_ACCOUNT.consumerKey,
        consumer_secret: SIMULATOR_ACCOUNT.consumerSecret,
      }),
    );
    expect(refused.status).toBe(422);

    const { space } = await owner.spaces.create({ title: `Harbour Sale ${Date.now().toString(36)}` });
    const upload = await uploadToSpace(
      owner,
      space.id,
      [new File([TINY_PNG], 'pixel.png', { type: 'image/png' })],
      {
        put: fetchPut,
      },
    );
    const photoId = upload.photoIds[0]!;
    let read = await owner.spaces.get(space.id);
    for (let wait = 0; read.photos[0]?.state === 'processing' && wait < 300; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      read = await owner.spaces.get(space.id);
    }
    await owner.photos.update(photoId, { price: '500' });

    const buyer = newClient();
    const phone = `07${String(10_000_000 + (Date.now() % 89_999_999)).padStart(8, '0')}`;
    const closed = await rejection(buyer.orders.create({ space_id: space.id, photo_ids: [photoId], phone }));
    expect(closed).toMatchObject({ status: 409, error: 'Sales are not open yet for this event' });

    const account = await owner.mpesaAccount.connect({
      shortcode: SIMULATOR_ACCOUNT.shortcode,
      type: SIMULATOR_ACCOUNT.type,
      passkey: SIMULATOR_ACCOUNT.passkey,
      consumer_key: SIMULATOR_ACCOUNT.consumerKey,
      consumer_secret: SIMULATOR_ACCOUNT.consumerSecret,
    });
    expect(account).toMatchObject({
      connected: true,
      shortcode: SIMULATOR_ACCOUNT.shortcode,
      type: 'paybill',
    });
    await expect(owner.mpesaAccount.get()).resolves.toEqual(account);

    const badPhone = await rejection(
      buyer.orders.create({ space_id: space.id, photo_ids: [photoId], phone: '0812345678' }),
    );
    expect(badPhone.status).toBe(400);

    const order = await buyer.orders.create({ space_id: space.id, photo_ids: [photoId], phone });
    expect(order).toMatchObject({ status: 'pending', total: expect.stringMatching(/^500/), amount: 500 });
    // Each item as the buyer sees it: its frozen price, and the image visitors get (never the original).
    expect(order.items).toEqual([
      {
        photo_id: photoId,
        price: expect.stringMatching(/^500/),
        image_url: expect.stringMatching(new RegExp(`/photos/${photoId}/images/medium-[0-9a-f]+\\.webp$`)),
        width: expect.any(Number),
        height: expect.any(Number),
        alt: null,
      },
    ]);

    await answerPrompt(buyer, phone, 'cancel');
    await expect(buyer.orders.get(order.token)).resolves.toMatchObject({ status: 'cancelled' });
    const original = orderOriginalUrl(api.baseUrl, order.token, photoId);
    const follow = async () => {
      sent.add(`GET ${new URL(original).pathname.replace(/^\/api/, '')}`);
      return fetch(original, { redirect: 'manual' });
    };
    expect((await follow()).status).toBe(404);

    await expect(buyer.orders.retry(order.token)).resolves.toMatchObject({ status: 'pending' });
    const accepted = await answerPrompt(buyer, phone, 'accept');
    const paid = await buyer.orders.get(order.token);
    expect(paid).toMatchObject({ status: 'paid', receipt_number: accepted.receipt_number });
    const redirect = await follow();
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBeTruthy();

    const { orders } = await owner.orders.forSpace(space.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', photos: 1, receipt_number: paid.receipt_number });
    expect(orders[0]?.phone).not.toContain(phone.slice(2, 8));
    expect(await rejection(buyer.orders.forSpace(space.id))).toMatchObject({ status: 401 });

    const refunded = await owner.orders.refund(space.id, orders[0]!.id);
    expect(refunded).toMatchObject({ id: orders[0]!.id, status: 'refunded' });
    expect(refunded.refunded_at).not.toBeNull();
    expect((await follow()).status).toBe(404);

    await expect(owner.mpesaAccount.disconnect()).resolves.toMatchObject({ connected: false });
  });
});

describe('coverage of the contract', () => {
  it('has exercised every operation of the OpenAPI document', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ operation: `${method.toUpperCase()} ${path}`, pattern: path })),
    );
    const missing = documented.filter(({ operation }) => {
      if (PENDING_OPERATIONS.includes(operation)) return false;
      const [method, path] = operation.split(' ') as [string, string];
      const re = new RegExp(`^${method} ${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return ![...sent].some((call) => re.test(call));
    });
    expect(missing.map((m) => m.operation)).toEqual([]);
  });
});
