import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, hookTestServer, setupHooks } from '../../test/hookHarness';
import type { PhotoFeedPage, SpacesPage } from '../index';
import {
  buildPhoto,
  buildSpace,
  buildWatermark,
  buildWatermarkPresignedUrls,
  fixtures,
  lenseMocks,
} from '../mocks';
import { useLogout } from './accountMutations';
import {
  useCreateSpace,
  useDeleteSpace,
  useSetPhotoState,
  useUpdateSpace,
  useUploadWatermark,
} from './mutations';
import { usePhotoFeed, useSpace, useSpaceCredentials, useSpaces } from './queries';

const server = hookTestServer();

const setup = ({ signedIn = true } = {}) => setupHooks({ signedIn });

/** A feed of two pages per search term; records every request's term and page. */
function pagedFeed() {
  const requests: { term: string | null; page: string | null }[] = [];
  const handler = http.get(`${API}/photos`, ({ request }) => {
    const url = new URL(request.url);
    const term = url.searchParams.get('search_term');
    const page = url.searchParams.get('page');
    requests.push({ term, page });
    const body: PhotoFeedPage = {
      photos: [buildPhoto({ id: `${term || 'all'}-${page}` })],
      spaces: [],
      sites: [],
      collection_spaces: [],
      watermarks: [],
      has_more_photos: page === '1',
    };
    return HttpResponse.json(body);
  });
  return { handler, requests };
}

describe('usePhotoFeed', () => {
  it('loads the next page, then starts again from page 1 when the search term changes', async () => {
    const feed = pagedFeed();
    server.use(feed.handler);
    const { wrapper } = setup({ signedIn: false });
    const { result, rerender } = renderHook(({ term }) => usePhotoFeed(term), {
      wrapper,
      initialProps: { term: '' },
    });
    await waitFor(() => expect(result.current.items.map((p) => p.id)).toEqual(['all-1']));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((p) => p.id)).toEqual(['all-1', 'all-2']));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.size).toBe(2);

    rerender({ term: 'lake' });
    await waitFor(() => expect(result.current.items.map((p) => p.id)).toEqual(['lake-1']));
    expect(result.current.size).toBe(1);
    expect(feed.requests.filter((r) => r.term === 'lake').map((r) => r.page)).toEqual(['1']);
  });

  it('asks for page 1 once: loading more pages asks only for them', async () => {
    const feed = pagedFeed();
    server.use(feed.handler);
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(() => usePhotoFeed(''), { wrapper });
    await waitFor(() => expect(result.current.items.map((p) => p.id)).toEqual(['all-1']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((p) => p.id)).toEqual(['all-1', 'all-2']));
    expect(feed.requests.map((r) => r.page)).toEqual(['1', '2']);
  });

  it('does not load more when the last page says no more follow', async () => {
    server.use(lenseMocks.photoFeed({ baseUrl: API }));
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(() => usePhotoFeed(''), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(fixtures.photos.length));
    act(() => result.current.loadMore());
    expect(result.current.size).toBe(1);
  });

  it('passes the API error through', async () => {
    server.use(lenseMocks.photoFeed({ baseUrl: API, variant: 'error' }));
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(() => usePhotoFeed('x'), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(500));
  });
});

describe('space reads', () => {
  it('useSpaces lists pages and has_more', async () => {
    server.use(
      http.get(`${API}/spaces`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        const body: SpacesPage = { data: [buildSpace({ id: `space-${page}` })], has_more: page === '1' };
        return HttpResponse.json(body);
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useSpaces(), { wrapper });
    await waitFor(() => expect(result.current.items.map((s) => s.id)).toEqual(['space-1']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((s) => s.id)).toEqual(['space-1', 'space-2']));
    expect(result.current.hasMore).toBe(false);
  });

  it('useLogout drops the signed-in user’s pages of spaces', async () => {
    server.use(lenseMocks.spaces({ baseUrl: API }), lenseMocks.logout({ baseUrl: API }));
    const { wrapper, cache } = setup();
    const { result } = renderHook(() => ({ list: useSpaces(), logout: useLogout() }), { wrapper });
    await waitFor(() => expect(result.current.list.items).toHaveLength(2));
    const userPages = () =>
      [...cache.keys()].filter(
        (key) => key.startsWith('$inf$') && key.includes('user:') && cache.get(key)?.data,
      );
    expect(userPages()).toHaveLength(1);
    await act(() => result.current.logout.trigger());
    expect(userPages()).toEqual([]);
  });

  it('useSpace gives the space, its photos, has_more_photos and sales_open', async () => {
    server.use(lenseMocks.space({ baseUrl: API }));
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ data: useSpace('space-1').data }), { wrapper });
    await waitFor(() =>
      expect(result.current.data).toEqual({
        space: buildSpace(),
        photos: fixtures.photos,
        has_more_photos: false,
        sales_open: true,
      }),
    );
  });

  it('useSpaceCredentials waits for a signed-in user', async () => {
    server.use(lenseMocks.spaceCredentials({ baseUrl: API }));
    const signedOut = renderHook(
      () => ({ data: useSpaceCredentials('space-1').data }),
      setup({ signedIn: false }),
    );
    expect(signedOut.result.current.data).toBeUndefined();
    const { result } = renderHook(() => ({ data: useSpaceCredentials('space-1').data }), setup());
    await waitFor(() => expect(result.current.data).toEqual(fixtures.spaceCredentials));
  });
});

describe('space and photo mutations', () => {
  it('useCreateSpace and useDeleteSpace revalidate the spaces list', async () => {
    let listed = 0;
    server.use(
      http.get(`${API}/spaces`, () => {
        listed += 1;
        return HttpResponse.json({ data: fixtures.spaces, has_more: false } satisfies SpacesPage);
      }),
      lenseMocks.createSpace({ baseUrl: API }),
      lenseMocks.deleteSpace({ baseUrl: API }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ list: useSpaces(), create: useCreateSpace(), remove: useDeleteSpace('space-1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.items).toHaveLength(2));
    expect(listed).toBe(1);
    await act(() => result.current.create.trigger({ title: 'Summer Festival' }));
    await waitFor(() => expect(listed).toBe(2));
    await act(() => result.current.remove.trigger());
    await waitFor(() => expect(listed).toBe(3));
  });

  it('take the id of what they change as an argument: without one, trigger rejects and nothing is sent', async () => {
    const sent: string[] = [];
    server.use(
      http.all(`${API}/*`, ({ request }) => {
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({});
      }),
    );
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ spaceId }: { spaceId: string | null }) => ({
        update: useUpdateSpace(spaceId),
        remove: useDeleteSpace(spaceId),
        hide: useSetPhotoState(null),
      }),
      { wrapper, initialProps: { spaceId: null as string | null } },
    );
    await act(async () => {
      await expect(result.current.update.trigger({ title: 'x' })).rejects.toThrow(/missing key/);
      await expect(result.current.remove.trigger()).rejects.toThrow(/missing key/);
      await expect(result.current.hide.trigger('hidden')).rejects.toThrow(/missing key/);
    });
    expect(sent.filter((call) => !call.startsWith('GET'))).toEqual([]);
    rerender({ spaceId: 'space-1' });
    await act(async () => {
      await result.current.update.trigger({ title: 'x' }).catch(() => undefined);
    });
    expect(sent.filter((call) => !call.startsWith('GET'))).toEqual(['PATCH /api/spaces/space-1']);
  });

  it('useUploadWatermark uploads the image, attaches it and revalidates the space', async () => {
    let spaceReads = 0;
    let attached: unknown;
    const watermark = buildWatermark({ id: 'watermark-new' });
    server.use(
      http.get(`${API}/spaces/:space_id`, () => {
        spaceReads += 1;
        return HttpResponse.json({
          space: buildSpace({ watermark_id: spaceReads > 1 ? 'watermark-new' : null }),
          photos: [],
          has_more_photos: false,
          watermark: spaceReads > 1 ? watermark : null,
        });
      }),
      http.post(`${API}/presigned_urls`, () => HttpResponse.json(buildWatermarkPresignedUrls())),
      http.post(`${API}/spaces/:space_id/watermark`, async ({ request }) => {
        attached = await request.json();
        return HttpResponse.json({ watermark }, { status: 201 });
      }),
    );
    const puts: string[] = [];
    const put = async (url: string) => void puts.push(url);
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ space: useSpace('space-1'), upload: useUploadWatermark('space-1', { put }) }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.space.data?.space.watermark_id).toBeNull());
    const file = new File([new Uint8Array(8)], 'mark.png', { type: 'image/png' });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.upload.trigger(file);
    });
    expect(answer).toEqual(watermark);
    expect(puts).toEqual(buildWatermarkPresignedUrls().presigned_urls);
    expect(attached).toEqual({ path: 'watermarks/user-1/mark-1.png' });
    await waitFor(() => expect(result.current.space.data?.space.watermark_id).toBe('watermark-new'));
  });

  it('a revalidation after a photo change reads every loaded page of the feed again, once', async () => {
    const feed = pagedFeed();
    server.use(
      feed.handler,
      http.get(`${API}/spaces/:space_id`, () =>
        HttpResponse.json({
          space: buildSpace(),
          photos: [],
          has_more_photos: false,
          watermark: null,
          sales_open: true,
        }),
      ),
      lenseMocks.setPhotoState({ baseUrl: API }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ feed: usePhotoFeed(''), setState: useSetPhotoState('photo-1') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.feed.items).toHaveLength(1));
    act(() => result.current.feed.loadMore());
    await waitFor(() => expect(result.current.feed.items).toHaveLength(2));
    expect(feed.requests.map((r) => r.page)).toEqual(['1', '2']);
    await act(() => result.current.setState.trigger('hidden'));
    await waitFor(() => expect(feed.requests.map((r) => r.page)).toEqual(['1', '2', '1', '2']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(feed.requests.map((r) => r.page)).toEqual(['1', '2', '1', '2']);
  });

  it('useSetPhotoState revalidates the photo’s space and the feed', async () => {
    const feed = pagedFeed();
    let spaceReads = 0;
    server.use(
      feed.handler,
      http.get(`${API}/spaces/:space_id`, () => {
        spaceReads += 1;
        return HttpResponse.json({
          space: buildSpace(),
          photos: fixtures.photos,
          has_more_photos: false,
          watermark: null,
          sales_open: true,
        });
      }),
      lenseMocks.setPhotoState({ baseUrl: API }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        feed: usePhotoFeed('lake'),
        space: useSpace('space-1').data,
        setState: useSetPhotoState('photo-1'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.feed.items).toHaveLength(1));
    await waitFor(() => expect(result.current.space).toBeDefined());
    const before = feed.requests.length;
    const spaceBefore = spaceReads;
    await act(() => result.current.setState.trigger('hidden'));
    await waitFor(() => expect(spaceReads).toBeGreaterThan(spaceBefore));
    await waitFor(() => expect(feed.requests.length).toBeGreaterThan(before));
  });
});
