import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_OPERATIONS } from '../endpoints/pending';
import document from '../generated/openapi.json';
import { createLenseClient, createSessionStore, isApiError } from '../index';
import { fixtures } from './fixtures';
import { lenseHandlers, lenseMocks } from './handlers';

const API = 'https://api.lense.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const newClient = (baseUrl = API) =>
  createLenseClient({
    baseUrl,
    session: createSessionStore({ storage: undefined, eventTarget: null }),
    currentAddress: () => '/',
  });

describe('mock handlers', () => {
  it('answer the client with the populated fixtures, including the sign-in token', async () => {
    server.use(...lenseHandlers({ baseUrl: API }));
    const client = newClient();
    await expect(client.newsletter.emailLists()).resolves.toEqual({ email_lists: fixtures.emailLists });
    await expect(client.plans.subscriptionTypes()).resolves.toEqual({
      subscription_types: fixtures.subscriptionTypes,
    });
    const login = await client.auth.login({ email: 'ada@example.com', password: 'secret' });
    expect(login.user).toEqual(fixtures.user);
    expect(client.session.getSnapshot().token).toBe(fixtures.token);
  });

  it('match any origin by default', async () => {
    server.use(...lenseHandlers());
    await expect(newClient('http://localhost:8080/api').socialMedia.sites()).resolves.toEqual({
      social_media_sites: fixtures.socialMediaSites,
    });
  });

  it('answer empty lists with the empty variant', async () => {
    server.use(...lenseHandlers({ baseUrl: API, variant: 'empty' }));
    await expect(newClient().plans.subscriptions()).resolves.toEqual({ subscriptions: [] });
  });

  it('answer the sites, collections, banners, icons and FAQ reads populated or empty', async () => {
    server.use(...lenseHandlers({ baseUrl: API }));
    const client = newClient();
    await expect(client.sites.list()).resolves.toEqual({ sites: fixtures.sites });
    await expect(client.sites.publicSite('ada-weddings')).resolves.toEqual(fixtures.publicSite);
    await expect(client.collections.list()).resolves.toEqual({ collections: fixtures.collections });
    await expect(client.siteImages.banners()).resolves.toEqual({
      banners: fixtures.banners,
      has_more: false,
    });
    await expect(client.faqs.list({ landing: true })).resolves.toEqual({ faqs: fixtures.faqs });
    await expect(client.faqs.list({ lang: 'sw' })).resolves.toEqual({ faqs: fixtures.swahiliFaqs });
    server.use(...lenseHandlers({ baseUrl: API, variant: 'empty' }));
    await expect(client.sites.byName('free-name')).resolves.toEqual({ sites: [] });
    await expect(client.collections.spaces()).resolves.toEqual({ collection_spaces: [] });
    await expect(client.siteImages.icons()).resolves.toEqual({ icons: [], has_more: false });
    await expect(client.siteImages.siteIcons()).resolves.toEqual({ site_icons: [] });
  });

  it('answer a taken site name with the error variant', async () => {
    server.use(
      lenseMocks.createSite({
        baseUrl: API,
        variant: 'error',
        error: { status: 409, error: 'name already taken' },
      }),
    );
    const error = await newClient()
      .sites.create({ name: 'ada-weddings', collection_id: null })
      .catch((e: unknown) => e);
    expect(isApiError(error) && { status: error.status, error: error.error }).toEqual({
      status: 409,
      error: 'name already taken',
    });
  });

  it('answer the API error shape with the error variant', async () => {
    server.use(
      lenseMocks.emailLists({ baseUrl: API, variant: 'error', error: { status: 422, error: 'nope' } }),
    );
    const error = await newClient()
      .newsletter.emailLists()
      .catch((e: unknown) => e);
    expect(isApiError(error) && { status: error.status, error: error.error }).toEqual({
      status: 422,
      error: 'nope',
    });
  });

  it('answer after the delay with the slow variant', async () => {
    server.use(lenseMocks.subscriptionTypes({ baseUrl: API, variant: 'slow', delayMs: 30 }));
    const started = Date.now();
    await newClient().plans.subscriptionTypes();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('cover every operation of the document except the API’s own health and dev mailbox', () => {
    const mocked = new Set(
      lenseHandlers().map(
        (handler) => `${handler.info.method} ${String(handler.info.path).replace('*/api', '')}`,
      ),
    );
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => !PENDING_OPERATIONS.includes(`${method.toUpperCase()} ${path}`))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    const missing = documented.filter(
      (operation) => !mocked.has(operation) && !/ \/(health|dev\/mailbox)$/.test(operation),
    );
    expect(missing).toEqual([]);
  });
});

describe('space and photo mocks', () => {
  it('answer the spaces, the space, the feed and the credentials per variant', async () => {
    server.use(...lenseHandlers({ baseUrl: API }));
    const client = newClient();
    await expect(client.spaces.list()).resolves.toEqual({ data: fixtures.spaces, has_more: false });
    await expect(client.spaces.get('space-1')).resolves.toMatchObject({ photos: fixtures.photos });
    await expect(client.photos.feed({ search_term: 'lake' })).resolves.toMatchObject({
      photos: fixtures.photos,
    });
    await expect(client.spaces.credentials('space-1')).resolves.toEqual({
      credentials: fixtures.spaceCredentials,
    });
    const presigned = await client.photos.presign({ files: [{ name: 'a.jpg' }], method: 'put' });
    expect(presigned.files[0]?.photo_id).toBe('photo-new');
    await expect(client.spaces.setWatermark('space-1', 'watermarks/user-1/mark-1.png')).resolves.toEqual({
      watermark: fixtures.watermark,
    });

    server.use(lenseMocks.spaces({ baseUrl: API, variant: 'empty' }));
    await expect(client.spaces.list()).resolves.toEqual({ data: [], has_more: false });
    server.use(lenseMocks.photoFeed({ baseUrl: API, variant: 'empty' }));
    await expect(client.photos.feed()).resolves.toMatchObject({ photos: [], has_more_photos: false });
    server.use(
      lenseMocks.deletePhoto({ baseUrl: API, variant: 'error', error: { status: 403, error: 'no' } }),
    );
    const error = await client.photos.remove('photo-1').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(403);
  });
});

describe('space download mocks', () => {
  it('answer a signed link for the space and an empty zip, or the API’s refusal', async () => {
    server.use(lenseMocks.spaceDownloadLink({ baseUrl: API }), lenseMocks.spaceDownload({ baseUrl: API }));
    const link = await newClient().spaces.downloadLink('space-1');
    expect(link.url).toBe('/api/spaces/space-1/download?expires=1783684920&sig=fixture-signature');
    const zip = await fetch(`${API}/spaces/space-1/download`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(new Uint8Array(await zip.arrayBuffer()).slice(0, 4)).toEqual(Uint8Array.from([0x50, 0x4b, 5, 6]));

    server.use(lenseMocks.spaceDownload({ baseUrl: API, variant: 'error' }));
    const refused = await fetch(`${API}/spaces/space-1/download`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Downloads are turned off for this space' });
  });
});
