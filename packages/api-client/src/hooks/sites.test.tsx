import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, hookTestServer, setupHooks } from '../../test/hookHarness';
import { SITE_NAME_DEBOUNCE_MS } from '../constants';
import type { CollectionSpace } from '../index';
import { buildCollectionSpace, fixtures, lenseMocks } from '../mocks';
import { useFaqs } from './faqs';
import { keysOf, lenseKeys } from './keys';
import { useCreateCollection, useCreateSite, useDeleteSite, useToggleCollectionSpace } from './mutations';
import {
  useBanners,
  useCollectionSpaces,
  useCollections,
  useIcons,
  usePublicSite,
  useSiteBanners,
  useSiteIcons,
  useSiteNameAvailability,
  useSites,
} from './queries';

const server = hookTestServer();
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  vi.useRealTimers();
});

const setup = ({ signedIn = true } = {}) => setupHooks({ signedIn, address: '/sites' });

const options = { baseUrl: API };
const read = <T extends { data?: unknown | undefined; error?: unknown | undefined }>(swr: T) => ({
  data: swr.data as T['data'],
  error: swr.error as T['error'],
});

describe('keys of sites and collections', () => {
  it('keep the user scope and the inputs, and keysOf matches an operation whatever its inputs', () => {
    expect(lenseKeys.sites('u')).toEqual(['GET /sites', { user: 'u' }]);
    expect(lenseKeys.siteName('abc')).toEqual(['GET /sites', { query: { name: 'abc' } }]);
    expect(lenseKeys.collectionSpaces('u', 'c')).toEqual([
      'GET /collection_spaces',
      { user: 'u', query: { collection_id: 'c' } },
    ]);
    const sites = keysOf('GET /sites');
    expect(sites(lenseKeys.sites('u'))).toBe(true);
    expect(sites(lenseKeys.siteName('abc'))).toBe(true);
    expect(sites(lenseKeys.collections('u'))).toBe(false);
  });
});

describe('read hooks of sites, collections, banners, icons and the FAQ', () => {
  it('read the populated fixtures', async () => {
    server.use(
      lenseMocks.sites(options),
      lenseMocks.collections(options),
      lenseMocks.collectionSpaces(options),
      lenseMocks.banners(options),
      lenseMocks.icons(options),
      lenseMocks.siteBanners(options),
      lenseMocks.siteIcons(options),
      lenseMocks.faqs(options),
      lenseMocks.publicSite(options),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        sites: read(useSites()),
        collections: read(useCollections()),
        collectionSpaces: read(useCollectionSpaces('c')),
        banners: useBanners().items,
        icons: useIcons().items,
        siteBanners: read(useSiteBanners()),
        siteIcons: read(useSiteIcons('s')),
        faqs: read(useFaqs(true)),
        publicSite: read(usePublicSite('ada-weddings')),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.sites.data).toEqual(fixtures.sites));
    await waitFor(() => expect(result.current.collections.data).toEqual(fixtures.collections));
    await waitFor(() => expect(result.current.collectionSpaces.data).toEqual(fixtures.collectionSpaces));
    await waitFor(() => expect(result.current.banners).toEqual(fixtures.banners));
    await waitFor(() => expect(result.current.icons).toEqual(fixtures.icons));
    await waitFor(() => expect(result.current.siteBanners.data).toEqual(fixtures.siteBanners));
    await waitFor(() => expect(result.current.siteIcons.data).toEqual(fixtures.siteIcons));
    await waitFor(() => expect(result.current.faqs.data).toEqual(fixtures.faqs));
    await waitFor(() => expect(result.current.publicSite.data).toEqual(fixtures.publicSite));
  });

  it('read the FAQ in the language asked, each language cached apart', async () => {
    server.use(lenseMocks.faqs(options));
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ lang }: { lang: 'en' | 'sw' }) => read(useFaqs({ lang })), {
      wrapper,
      initialProps: { lang: 'en' as 'en' | 'sw' },
    });
    await waitFor(() => expect(result.current.data).toEqual(fixtures.faqs));
    rerender({ lang: 'sw' });
    await waitFor(() => expect(result.current.data).toEqual(fixtures.swahiliFaqs));
    expect(fixtures.swahiliFaqs[0]!.header).toBe('Lense ni nini?');
  });

  it('do not read the user’s sites while signed out', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/sites`, () => {
        calls++;
        return HttpResponse.json({ sites: [] });
      }),
    );
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(() => read(useSites()), { wrapper });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(calls).toBe(0);
    expect(result.current.data).toBeUndefined();
  });
});

describe('paged banners and icons', () => {
  for (const kind of ['banners', 'icons'] as const) {
    it(`${kind}: loads page after page while has_more, and nothing while signed out`, async () => {
      const asked: string[] = [];
      server.use(
        http.get(`${API}/${kind}`, ({ request }) => {
          const page = new URL(request.url).searchParams.get('page') ?? '';
          asked.push(page);
          const item = { ...fixtures.banners[0]!, id: `${kind}-${page}` };
          return HttpResponse.json({ [kind]: [item], has_more: page === '1' });
        }),
      );
      const useList = kind === 'banners' ? useBanners : useIcons;
      const { wrapper } = setup();
      const { result } = renderHook(() => useList(), { wrapper });
      await waitFor(() => expect(result.current.items.map((b) => b.id)).toEqual([`${kind}-1`]));
      expect(result.current.hasMore).toBe(true);
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.items.map((b) => b.id)).toEqual([`${kind}-1`, `${kind}-2`]));
      expect(result.current.hasMore).toBe(false);
      act(() => result.current.loadMore());
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      // SWR revalidates the first page when it loads the next; no page past the last is asked for.
      expect([...new Set(asked)]).toEqual(['1', '2']);
      const askedBefore = asked.length;

      const signedOut = setup({ signedIn: false });
      const anonymous = renderHook(() => useList(), { wrapper: signedOut.wrapper });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(anonymous.result.current.items).toEqual([]);
      expect(anonymous.result.current.hasMore).toBe(false);
      expect(asked).toHaveLength(askedBefore);
    });
  }
  it('key each page by user and page', () => {
    expect(lenseKeys.banners('u', 2)).toEqual(['GET /banners', { user: 'u', query: { page: 2 } }]);
    expect(lenseKeys.icons('u', 1)).toEqual(['GET /icons', { user: 'u', query: { page: 1 } }]);
  });
});

describe('useSiteNameAvailability', () => {
  function availabilityServer(takenNames: string[]) {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/sites`, ({ request }) => {
        const name = new URL(request.url).searchParams.get('name') ?? '';
        asked.push(name);
        if (name === 'x') return HttpResponse.json({ error: 'invalid site name' }, { status: 422 });
        if (name === 'broken') return HttpResponse.json({ error: 'internal server error' }, { status: 500 });
        return HttpResponse.json({ sites: takenNames.includes(name) ? fixtures.sites : [] });
      }),
    );
    return asked;
  }

  async function settle(name: string) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { wrapper } = setup({ signedIn: false });
    const hook = renderHook(({ value }) => useSiteNameAvailability(value), {
      wrapper,
      initialProps: { value: name },
    });
    return hook;
  }

  it('is checking for 1 s after the last change, then checks only the last name once', async () => {
    const asked = availabilityServer(['ada-weddings']);
    const { result, rerender } = await settle('ada');
    expect(result.current).toBe('checking');

    await act(async () => vi.advanceTimersByTimeAsync(SITE_NAME_DEBOUNCE_MS - 100));
    rerender({ value: 'ada-wed' });
    await act(async () => vi.advanceTimersByTimeAsync(SITE_NAME_DEBOUNCE_MS - 100));
    rerender({ value: 'ada-weddings' });
    await act(async () => vi.advanceTimersByTimeAsync(SITE_NAME_DEBOUNCE_MS - 1));
    expect(result.current).toBe('checking');
    expect(asked).toEqual([]);

    await act(async () => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(result.current).toBe('unavailable'));
    expect(asked).toEqual(['ada-weddings']);
  });

  it('answers available for a free name, and checking again as soon as the name changes', async () => {
    const asked = availabilityServer([]);
    const { result, rerender } = await settle('my-new-site');
    await act(async () => vi.advanceTimersByTimeAsync(SITE_NAME_DEBOUNCE_MS));
    vi.useRealTimers();
    await waitFor(() => expect(result.current).toBe('available'));
    rerender({ value: 'my-new-site-2' });
    expect(result.current).toBe('checking');
    expect(asked).toEqual(['my-new-site']);
  });

  it('is idle for an empty name and never asks', async () => {
    const asked = availabilityServer([]);
    const { result } = await settle('   ');
    await act(async () => vi.advanceTimersByTimeAsync(SITE_NAME_DEBOUNCE_MS * 2));
    expect(result.current).toBe('idle');
    expect(asked).toEqual([]);
  });

  it('answers unavailable for a name that can never be used, idle when the check fails', async () => {
    availabilityServer([]);
    const invalid = await settle('x');
    await act(async () => vi.advanceTimersByTimeAsync(SITE_NAME_DEBOUNCE_MS));
    vi.useRealTimers();
    await waitFor(() => expect(invalid.result.current).toBe('unavailable'));

    const failing = await settle('broken');
    await act(async () => vi.advanceTimersByTimeAsync(SITE_NAME_DEBOUNCE_MS));
    vi.useRealTimers();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(failing.result.current).toBe('idle');
  });
});

describe('useToggleCollectionSpace', () => {
  /** A server keeping collection_space links in memory. */
  function linksServer(initial: CollectionSpace[]) {
    let links = [...initial];
    const calls: string[] = [];
    server.use(
      http.get(`${API}/collection_spaces`, ({ request }) => {
        calls.push('GET');
        const collectionId = new URL(request.url).searchParams.get('collection_id');
        return HttpResponse.json({
          collection_spaces: links.filter((l) => collectionId === null || l.collection_id === collectionId),
        });
      }),
      http.post(`${API}/collection_spaces`, async ({ request }) => {
        calls.push('POST');
        const body = (await request.json()) as { space_id: string; collection_id: string };
        const link = buildCollectionSpace({ id: `link-${links.length + 1}`, ...body });
        links = [...links, link];
        return HttpResponse.json({ collection_space: link }, { status: 201 });
      }),
      http.delete(`${API}/collection_spaces/:id`, ({ params }) => {
        calls.push(`DELETE ${String(params.id)}`);
        links = links.filter((l) => l.id !== params.id);
        return HttpResponse.json({ status: { code: 200, message: 'Space removed from collection' } });
      }),
    );
    return { calls, links: () => links };
  }

  it('adds a space that is not in the collection and removes it on the next click', async () => {
    const { calls, links } = linksServer([]);
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        toggle: useToggleCollectionSpace('collection-1'),
        links: read(useCollectionSpaces('collection-1')),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.links.data).toEqual([]));
    const arg = { space_id: 'space-1', collection_id: 'collection-1' };

    let inCollection: boolean | undefined;
    await act(async () => {
      inCollection = await result.current.toggle.trigger('space-1');
    });
    expect(inCollection).toBe(true);
    expect(links()).toEqual([expect.objectContaining(arg)]);
    await waitFor(() => expect(result.current.links.data).toEqual(links()));

    await act(async () => {
      inCollection = await result.current.toggle.trigger('space-1');
    });
    expect(inCollection).toBe(false);
    expect(links()).toEqual([]);
    await waitFor(() => expect(result.current.links.data).toEqual([]));
    expect(calls.filter((c) => c !== 'GET')).toEqual(['POST', 'DELETE link-1']);
  });

  it('removes the existing link of a space already in the collection', async () => {
    const existing = buildCollectionSpace({
      id: 'link-9',
      space_id: 'space-2',
      collection_id: 'collection-1',
    });
    const other = buildCollectionSpace({ id: 'link-8', space_id: 'space-3', collection_id: 'collection-1' });
    const { calls, links } = linksServer([existing, other]);
    const { wrapper } = setup();
    const { result } = renderHook(() => useToggleCollectionSpace('collection-1'), { wrapper });
    await act(async () => {
      await expect(result.current.trigger('space-2')).resolves.toBe(false);
    });
    expect(calls).toContain('DELETE link-9');
    expect(links()).toEqual([other]);
  });
});

describe('site and collection mutations', () => {
  it('useCreateSite revalidates the user’s sites and surfaces the API error string', async () => {
    let sites = fixtures.sites;
    server.use(
      http.get(`${API}/sites`, () => HttpResponse.json({ sites })),
      lenseMocks.createSite(options),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ create: useCreateSite(), sites: read(useSites()) }), { wrapper });
    await waitFor(() => expect(result.current.sites.data).toHaveLength(1));
    sites = [...fixtures.sites, { ...fixtures.sites[0]!, id: 'site-2', name: 'second' }];
    await act(async () => {
      await result.current.create.trigger({ name: 'second', collection_id: 'collection-1' });
    });
    await waitFor(() => expect(result.current.sites.data).toHaveLength(2));

    server.use(
      lenseMocks.createSite({
        ...options,
        variant: 'error',
        error: { status: 403, error: 'Please upgrade your plan to perform this action' },
      }),
    );
    await act(async () => {
      await result.current.create
        .trigger({ name: 'third', collection_id: 'collection-1' })
        .catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.create.error).toMatchObject({
        status: 403,
        error: 'Please upgrade your plan to perform this action',
      }),
    );
  });

  it('useCreateSite sets a title and description with PATCH, keeping the site when that fails', async () => {
    const calls: string[] = [];
    let patchStatus = 200;
    server.use(
      http.get(`${API}/sites`, () => HttpResponse.json({ sites: fixtures.sites })),
      http.post(`${API}/sites`, async ({ request }) => {
        calls.push(`POST ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(
          { site: { ...fixtures.sites[0]!, id: 'site-9', title: null } },
          { status: 201 },
        );
      }),
      http.patch(`${API}/sites/:id`, async ({ request, params }) => {
        calls.push(`PATCH ${params.id} ${JSON.stringify(await request.json())}`);
        if (patchStatus !== 200) return HttpResponse.json({ error: 'boom' }, { status: patchStatus });
        return HttpResponse.json({ site: { ...fixtures.sites[0]!, id: 'site-9', title: 'Ours' } });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useCreateSite(), { wrapper });
    await act(async () => {
      await expect(
        result.current.trigger({
          name: 'ours',
          collection_id: 'collection-1',
          title: 'Ours',
          description: '',
        }),
      ).resolves.toMatchObject({ id: 'site-9', title: 'Ours' });
    });
    expect(calls).toEqual([
      'POST {"name":"ours","collection_id":"collection-1"}',
      'PATCH site-9 {"title":"Ours"}',
    ]);
    patchStatus = 500;
    await act(async () => {
      await expect(
        result.current.trigger({ name: 'ours', collection_id: 'collection-1', title: 'Ours' }),
      ).resolves.toMatchObject({ id: 'site-9', title: null });
    });
  });

  it('useDeleteSite and useCreateCollection revalidate their lists', async () => {
    let sites = fixtures.sites;
    let collections = fixtures.collections;
    server.use(
      http.get(`${API}/sites`, () => HttpResponse.json({ sites })),
      http.get(`${API}/collections`, () => HttpResponse.json({ collections })),
      lenseMocks.deleteSite(options),
      lenseMocks.createCollection(options),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        remove: useDeleteSite(fixtures.sites[0]!.id),
        createCollection: useCreateCollection(),
        sites: read(useSites()),
        collections: read(useCollections()),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.sites.data).toHaveLength(1));
    await waitFor(() => expect(result.current.collections.data).toHaveLength(2));
    sites = [];
    collections = [...fixtures.collections, { id: 'c3', name: 'Parties', description: null }];
    await act(async () => {
      await result.current.remove.trigger();
      await result.current.createCollection.trigger({ name: 'Parties' });
    });
    await waitFor(() => expect(result.current.sites.data).toEqual([]));
    await waitFor(() => expect(result.current.collections.data).toHaveLength(3));
  });
});
