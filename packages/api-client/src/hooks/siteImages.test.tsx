import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, hookTestServer, setupHooks } from '../../test/hookHarness';
import type { Banner, Icon } from '../index';
import { buildBanner, buildIcon, buildSiteBanner, buildSiteIcon } from '../mocks';
import {
  useChooseSiteBanners,
  useChooseSiteIcons,
  useCreateBanners,
  useCreateIcons,
  useDeleteBanner,
  useDeleteIcon,
} from './mutations';
import { useBanners, useIcons, useSiteBanners, useSiteIcons } from './queries';

const server = hookTestServer();
vi.setConfig({ testTimeout: 15_000 });

// Reading `data` and `error` while rendering makes SWR re-render when they change.
const read = <T extends { data?: unknown | undefined; error?: unknown | undefined }>(swr: T) => ({
  data: swr.data as T['data'],
  error: swr.error as T['error'],
});

// A paged read's items (`items` is derived from `data`, which SWR re-renders the hook for).
const items = <T,>(paged: { items: T[] }) => paged.items;

const setup = () => setupHooks({ address: '/sites' });

describe('banner mutations', () => {
  it('useCreateBanners sends the addresses and revalidates the banners', async () => {
    let banners: Banner[] = [buildBanner()];
    const bodies: unknown[] = [];
    const created = buildBanner({ id: 'b-new', url: 'banners/u/new.jpg', public: false, owner: true });
    server.use(
      http.get(`${API}/banners`, () => HttpResponse.json({ banners, has_more: false })),
      http.post(`${API}/banners`, async ({ request }) => {
        bodies.push(await request.json());
        banners = [...banners, created];
        return HttpResponse.json({ banners: [created] }, { status: 201 });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ create: useCreateBanners(), banners: items(useBanners()) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.banners).toHaveLength(1));
    let answer: Banner[] | undefined;
    await act(async () => {
      answer = await result.current.create.trigger({ photos: ['banners/u/new.jpg'] });
    });
    expect(answer).toEqual([created]);
    expect(bodies).toEqual([{ photos: ['banners/u/new.jpg'] }]);
    await waitFor(() => expect(result.current.banners.map((b) => b.id)).toContain('b-new'));
  });

  it('useDeleteBanner deletes by id and revalidates the banners and the site banners', async () => {
    let banners: Banner[] = [buildBanner(), buildBanner({ id: 'mine', owner: true })];
    let siteBanners = [buildSiteBanner(), buildSiteBanner({ id: 'sb-2', banner_id: 'mine' })];
    const deleted: string[] = [];
    server.use(
      http.get(`${API}/banners`, () => HttpResponse.json({ banners, has_more: false })),
      http.get(`${API}/site_banners`, () => HttpResponse.json({ site_banners: siteBanners })),
      http.delete(`${API}/banners/:id`, ({ params }) => {
        deleted.push(String(params.id));
        banners = banners.filter((b) => b.id !== params.id);
        siteBanners = siteBanners.filter((b) => b.banner_id !== params.id);
        return HttpResponse.json({ status: { code: 200, message: 'Banner deleted' } });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        remove: useDeleteBanner('mine'),
        banners: items(useBanners()),
        siteBanners: read(useSiteBanners()),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.banners).toHaveLength(2));
    await waitFor(() => expect(result.current.siteBanners.data).toHaveLength(2));
    await act(async () => {
      await result.current.remove.trigger();
    });
    expect(deleted).toEqual(['mine']);
    await waitFor(() => expect(result.current.banners).toHaveLength(1));
    await waitFor(() => expect(result.current.siteBanners.data).toHaveLength(1));
  });

  it('useChooseSiteBanners links banners to a site, revalidates the site banners and surfaces errors', async () => {
    let siteBanners = [buildSiteBanner()];
    const chosen = buildSiteBanner({ id: 'sb-new', banner_id: 'b-2' });
    server.use(
      http.get(`${API}/site_banners`, () => HttpResponse.json({ site_banners: siteBanners })),
      http.post(`${API}/site_banners`, async ({ request }) => {
        const body = (await request.json()) as { banner_ids: string[] };
        if (body.banner_ids.includes('nope')) {
          return HttpResponse.json({ error: 'banner not found' }, { status: 404 });
        }
        siteBanners = [...siteBanners, chosen];
        return HttpResponse.json({ site_banners: [chosen] }, { status: 201 });
      }),
    );
    const { wrapper } = setup();
    const siteId = chosen.site_id;
    const { result } = renderHook(
      () => ({ choose: useChooseSiteBanners(siteId), siteBanners: read(useSiteBanners(siteId)) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.siteBanners.data).toHaveLength(1));
    await act(async () => {
      await result.current.choose.trigger(['b-2']);
    });
    await waitFor(() => expect(result.current.siteBanners.data).toHaveLength(2));
    await act(async () => {
      await result.current.choose.trigger(['nope']).catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.choose.error).toMatchObject({ status: 404, error: 'banner not found' }),
    );
  });
});

describe('icon mutations', () => {
  it('useCreateIcons sends the addresses and revalidates the icons', async () => {
    let icons: Icon[] = [buildIcon()];
    const created = buildIcon({ id: 'i-new', url: 'icons/u/new.png', public: false, owner: true });
    server.use(
      http.get(`${API}/icons`, () => HttpResponse.json({ icons, has_more: false })),
      http.post(`${API}/icons`, () => {
        icons = [...icons, created];
        return HttpResponse.json({ icons: [created] }, { status: 201 });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ create: useCreateIcons(), icons: items(useIcons()) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.icons).toHaveLength(1));
    await act(async () => {
      await result.current.create.trigger({ photos: 'icons/u/new.png', description: 'New' });
    });
    await waitFor(() => expect(result.current.icons).toHaveLength(2));
  });

  it('useDeleteIcon deletes by id and revalidates the icons and the site icons', async () => {
    let icons: Icon[] = [buildIcon(), buildIcon({ id: 'mine', owner: true })];
    let siteIcons = [buildSiteIcon({ icon_id: 'mine' })];
    server.use(
      http.get(`${API}/icons`, () => HttpResponse.json({ icons, has_more: false })),
      http.get(`${API}/site_icons`, () => HttpResponse.json({ site_icons: siteIcons })),
      http.delete(`${API}/icons/:id`, ({ params }) => {
        icons = icons.filter((i) => i.id !== params.id);
        siteIcons = siteIcons.filter((i) => i.icon_id !== params.id);
        return HttpResponse.json({ status: { code: 200, message: 'Icon deleted' } });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ remove: useDeleteIcon('mine'), icons: items(useIcons()), siteIcons: read(useSiteIcons()) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.siteIcons.data).toHaveLength(1));
    await act(async () => {
      await result.current.remove.trigger();
    });
    await waitFor(() => expect(result.current.icons).toHaveLength(1));
    await waitFor(() => expect(result.current.siteIcons.data).toEqual([]));
  });

  it('useChooseSiteIcons links icons to a site and revalidates the site icons', async () => {
    let siteIcons: ReturnType<typeof buildSiteIcon>[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/site_icons`, () => HttpResponse.json({ site_icons: siteIcons })),
      http.post(`${API}/site_icons`, async ({ request }) => {
        bodies.push(await request.json());
        siteIcons = [buildSiteIcon()];
        return HttpResponse.json({ site_icons: siteIcons }, { status: 201 });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ choose: useChooseSiteIcons('s'), siteIcons: read(useSiteIcons()) }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.siteIcons.data).toEqual([]));
    await act(async () => {
      await result.current.choose.trigger(['i']);
    });
    expect(bodies).toEqual([{ site_id: 's', icon_ids: ['i'] }]);
    await waitFor(() => expect(result.current.siteIcons.data).toHaveLength(1));
  });
});
