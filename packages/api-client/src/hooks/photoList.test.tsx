import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, hookTestServer, setupHooks } from '../../test/hookHarness';
import type {
  PhotoBatchUpdate,
  PhotoFeedPage,
  ReviewPage,
  SharedPhoto,
  SpacePhoto,
  SpaceWithPhotos,
} from '../index';
import { buildPhoto, buildSpace } from '../mocks';
import { useDecideReview } from './guests';
import { useDeletePhoto, useSetPhotoState, useUpdatePhoto } from './mutations';
import { useDeletePhotos, useUpdatePhotos } from './photoBatches';
import { usePhotoList } from './photoList';
import { usePhoto } from './queries';

const server = hookTestServer();

const setup = () => setupHooks();

/** The owner sees the originals; the public feed shows previews of the same photos. */
const owners = (id: string, overrides: Partial<SpacePhoto> = {}) =>
  buildPhoto({ id, url: `/api/photos/${id}/image`, ...overrides });
const publics = (id: string, overrides: Partial<SpacePhoto> = {}) =>
  buildPhoto({ id, url: `/api/photos/${id}/preview`, path: null, ...overrides });

/**
 * A space of two pages (photo-1, photo-2 | photo-3, and photo-2 again, as a page may repeat a photo when
 * the list moved), a feed of two pages (photo-1 | photo-3) and the photos' own reads; every GET recorded.
 */
function photoApi({ feedGate }: { feedGate?: Promise<void> | undefined } = {}) {
  const reads: string[] = [];
  const comments = new Map<string, string | null>();
  const deleted = new Set<string>();
  let feedReads = 0;
  const states = new Map<string, 'visible' | 'hidden'>();
  const live = (photo: SpacePhoto) => ({
    ...photo,
    comment: comments.get(photo.id) ?? photo.comment,
    state: states.get(photo.id) ?? photo.state,
  });
  const shown = (photos: SpacePhoto[]) => photos.filter((photo) => !deleted.has(photo.id)).map(live);
  const publicOnes = (photos: SpacePhoto[]) => shown(photos).filter((photo) => photo.state === 'visible');
  const handlers = [
    http.get(`${API}/spaces/:space_id`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      reads.push(`space ${page}`);
      const body: SpaceWithPhotos =
        page === '1'
          ? {
              space: buildSpace(),
              photos: shown([owners('photo-1'), owners('photo-2')]),
              has_more_photos: true,
              watermark: null,
              sales_open: true,
            }
          : {
              space: buildSpace(),
              photos: shown([owners('photo-2'), owners('photo-3')]),
              has_more_photos: false,
              watermark: null,
              sales_open: true,
            };
      return HttpResponse.json(body);
    }),
    http.get(`${API}/photos`, async ({ request }) => {
      const page = new URL(request.url).searchParams.get('page');
      reads.push(`feed ${page}`);
      feedReads += 1;
      // The first two pages answer at once; the feed read again after a change waits for the gate.
      if (feedReads > 2) await feedGate;
      const body: PhotoFeedPage = {
        photos: publicOnes(page === '1' ? [publics('photo-1')] : [publics('photo-3')]),
        spaces: [],
        sites: [],
        collection_spaces: [],
        watermarks: [],
        has_more_photos: page === '1',
      };
      return HttpResponse.json(body);
    }),
    http.get(`${API}/photos/:photo_id`, ({ params }) => {
      reads.push(`photo ${params.photo_id}`);
      const body: SharedPhoto = { data: live(owners(String(params.photo_id))), space: buildSpace() };
      return HttpResponse.json(body);
    }),
    http.patch(`${API}/photos/:photo_id`, async ({ params, request }) => {
      const { comment } = (await request.json()) as { comment: string };
      comments.set(String(params.photo_id), comment);
      return HttpResponse.json({ data: live(owners(String(params.photo_id))) });
    }),
    http.patch(`${API}/photos/:photo_id/state`, async ({ params, request }) => {
      const { state } = (await request.json()) as { state: 'visible' | 'hidden' };
      states.set(String(params.photo_id), state);
      return HttpResponse.json({ data: owners(String(params.photo_id), { state }) });
    }),
    http.delete(`${API}/photos/:photo_id`, ({ params }) => {
      deleted.add(String(params.photo_id));
      return HttpResponse.json({ status: { code: 200, message: 'Photo deleted' } });
    }),
    http.patch(`${API}/spaces/:space_id/photos`, async ({ request }) => {
      const { photo_ids, state, price } = (await request.json()) as PhotoBatchUpdate;
      for (const id of photo_ids) if (state) states.set(id, state);
      // The server writes prices with two decimals.
      const written = price == null ? price : Number(price).toFixed(2);
      return HttpResponse.json({
        data: photo_ids.map((id) => live(owners(id, written === undefined ? {} : { price: written }))),
      });
    }),
    http.post(`${API}/spaces/:space_id/photos/delete`, async ({ request }) => {
      const { photo_ids } = (await request.json()) as { photo_ids: string[] };
      for (const id of photo_ids) deleted.add(id);
      return HttpResponse.json({
        status: { code: 200, message: 'Photos deleted' },
        deleted: photo_ids.length,
      });
    }),
  ];
  return { handlers, reads };
}

const ids = (photos: readonly { id: string }[]) => photos.map((photo) => photo.id);

describe('usePhotoList', () => {
  it('lists a space from its read, then reads only the next page, each photo once', async () => {
    const api = photoApi();
    server.use(...api.handlers);
    const { result } = renderHook(() => usePhotoList({ space: 'space-1' }), setup());
    await waitFor(() => expect(ids(result.current.photos)).toEqual(['photo-1', 'photo-2']));
    expect(result.current.hasMore).toBe(true);
    expect(api.reads).toEqual(['space 1']);

    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.photos)).toEqual(['photo-1', 'photo-2', 'photo-3']));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.pages).toHaveLength(2);
    expect(api.reads).toEqual(['space 1', 'space 2']);

    act(() => result.current.loadMore());
    expect(result.current.isLoadingMore).toBe(false);
    expect(api.reads).toEqual(['space 1', 'space 2']);
  });

  it('lists the feed for a term and leaves out a photo whose image failed', async () => {
    const api = photoApi();
    server.use(...api.handlers);
    const { result } = renderHook(() => usePhotoList({ feed: ' ' }), setup());
    await waitFor(() => expect(ids(result.current.photos)).toEqual(['photo-1']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.photos)).toEqual(['photo-1', 'photo-3']));
    act(() => result.current.dropFailed('/api/photos/photo-1/preview'));
    expect(ids(result.current.photos)).toEqual(['photo-3']);
    expect(api.reads).toEqual(['feed 1', 'feed 2']);
  });
});

/** A space and the feed listed two pages deep, the photo `photoId` read on its own, and `mutation`. */
async function listed<M>(photoId: string, mutation: (photoId: string) => M, feedGate?: Promise<void>) {
  const api = photoApi({ feedGate });
  server.use(...api.handlers);
  const hook = renderHook(
    () => ({
      space: usePhotoList({ space: 'space-1' }),
      feed: usePhotoList({ feed: '' }),
      photo: usePhoto(photoId),
      mutation: mutation(photoId),
    }),
    setup(),
  );
  const { result } = hook;
  await waitFor(() => expect(result.current.space.hasMore && result.current.feed.hasMore).toBe(true));
  act(() => {
    result.current.space.loadMore();
    result.current.feed.loadMore();
  });
  await waitFor(() => expect(result.current.space.pages.length + result.current.feed.pages.length).toBe(4));
  await waitFor(() => expect(result.current.photo.data).toBeDefined());
  api.reads.length = 0;
  return { result, reads: api.reads };
}

const find = (photos: readonly SpacePhoto[], id: string) => photos.find((photo) => photo.id === id);

describe('photo mutations change the cached lists from their answers', () => {
  it('useUpdatePhoto: every copy of the photo takes the new comment, and nothing is read again', async () => {
    const { result, reads } = await listed('photo-3', useUpdatePhoto);
    await act(() => result.current.mutation.trigger({ comment: 'Fireworks' }));

    expect(find(result.current.space.photos, 'photo-3')?.comment).toBe('Fireworks');
    expect(find(result.current.feed.photos, 'photo-3')?.comment).toBe('Fireworks');
    expect(result.current.photo.data?.data.comment).toBe('Fireworks');
    // The feed keeps the public's address of the image, not the owner's of the answer.
    expect(find(result.current.feed.photos, 'photo-3')?.url).toBe('/api/photos/photo-3/preview');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toEqual([]);
  });

  it('useSetPhotoState: a hidden photo is marked at once, leaves the feed before it is read again', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { result, reads } = await listed('photo-1', useSetPhotoState, gate);
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.mutation.trigger('hidden');
    });
    // The feed's new pages are held: what shows comes from the answer of the PATCH.
    await waitFor(() => expect(ids(result.current.feed.photos)).toEqual(['photo-3']));
    expect(find(result.current.space.photos, 'photo-1')?.state).toBe('hidden');
    expect(result.current.photo.data?.data.state).toBe('hidden');
    release();
    await act(() => done);
    // Then the public lists are read again: the space (its first page) and every loaded page of the feed.
    expect(reads.sort()).toEqual(['feed 1', 'feed 2', 'space 1']);
  });

  it('useDeletePhoto: the photo leaves every list and its read at once; the lists are read again', async () => {
    const { result, reads } = await listed('photo-3', (id) => useDeletePhoto(id, 'space-1'));
    await act(() => result.current.mutation.trigger());

    expect(ids(result.current.space.photos)).toEqual(['photo-1', 'photo-2']);
    expect(ids(result.current.feed.photos)).toEqual(['photo-1']);
    expect(result.current.photo.data).toBeUndefined();
    // Every later page moved up by one photo: each loaded page of the space and the feed is read again.
    await waitFor(() => expect(reads.sort()).toEqual(['feed 1', 'feed 2', 'space 1', 'space 2']));
  });
});

describe('batch photo mutations change the cached lists from their answers', () => {
  it('useUpdatePhotos: a price alone reaches every copy of the photos from the answer, and nothing is read again', async () => {
    const { result, reads } = await listed('photo-3', () => useUpdatePhotos('space-1'));
    await act(() => result.current.mutation.trigger({ photo_ids: ['photo-1', 'photo-3'], price: '250' }));

    expect(find(result.current.space.photos, 'photo-1')?.price).toBe('250.00');
    expect(find(result.current.space.photos, 'photo-3')?.price).toBe('250.00');
    expect(find(result.current.space.photos, 'photo-2')?.price).toBeNull();
    expect(find(result.current.feed.photos, 'photo-3')?.price).toBe('250.00');
    expect(result.current.photo.data?.data.price).toBe('250.00');
    expect(find(result.current.feed.photos, 'photo-3')?.url).toBe('/api/photos/photo-3/preview');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toEqual([]);
  });

  it('useUpdatePhotos: hidden photos are marked at once and leave the feed before it is read again', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { result, reads } = await listed('photo-3', () => useUpdatePhotos('space-1'), gate);
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.mutation.trigger({ photo_ids: ['photo-1', 'photo-3'], state: 'hidden' });
    });
    await waitFor(() => expect(ids(result.current.feed.photos)).toEqual([]));
    expect(find(result.current.space.photos, 'photo-1')?.state).toBe('hidden');
    expect(find(result.current.space.photos, 'photo-3')?.state).toBe('hidden');
    expect(find(result.current.space.photos, 'photo-2')?.state).toBe('visible');
    expect(result.current.photo.data?.data.state).toBe('hidden');
    release();
    await act(() => done);
    expect(reads.sort()).toEqual(['feed 1', 'feed 2', 'space 1']);
  });

  it('useDeletePhotos: the photos leave every list and their reads at once; the lists are read again', async () => {
    const { result, reads } = await listed('photo-3', () => useDeletePhotos('space-1'));
    await act(() => result.current.mutation.trigger(['photo-1', 'photo-3']));

    expect(ids(result.current.space.photos)).toEqual(['photo-2']);
    expect(ids(result.current.feed.photos)).toEqual([]);
    expect(result.current.photo.data).toBeUndefined();
    await waitFor(() => expect(reads.sort()).toEqual(['feed 1', 'feed 2', 'space 1', 'space 2']));
  });
});

describe('usePhotoList of a review queue', () => {
  /** A queue of five guests' photos in pages of two, which decisions shrink; every page read recorded. */
  function reviewQueue() {
    const reads: string[] = [];
    // Two photos share an image: the queue lists photos once each by id, not by address.
    let queue = ['g1', 'g2', 'g3', 'g4', 'g5'].map((id) =>
      buildPhoto({
        id,
        url: id === 'g5' ? '/api/photos/g1/image' : `/api/photos/${id}/image`,
        state: 'hidden',
      }),
    );
    const handlers = [
      http.get(`${API}/spaces/:space_id/review`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        reads.push(`review ${page}`);
        const body: ReviewPage = {
          photos: queue.slice((page - 1) * 2, page * 2),
          total: queue.length,
          has_more: page * 2 < queue.length,
        };
        return HttpResponse.json(body);
      }),
      http.get(`${API}/spaces/:space_id`, () =>
        HttpResponse.json({
          space: buildSpace(),
          photos: [],
          has_more_photos: false,
          watermark: null,
          sales_open: true,
        }),
      ),
      http.post(`${API}/spaces/:space_id/review`, async ({ request }) => {
        const { approve = [] } = (await request.json()) as { approve?: string[] | undefined };
        queue = queue.filter((photo) => !approve.includes(photo.id));
        return HttpResponse.json({ approved: approve.length, rejected: 0 });
      }),
    ];
    return { handlers, reads };
  }

  it('reads page after page, and a decision takes the photos out at once, then reads the loaded pages again', async () => {
    const api = reviewQueue();
    server.use(...api.handlers);
    const { result } = renderHook(
      () => ({ queue: usePhotoList({ review: 'space-1' }), decide: useDecideReview('space-1') }),
      setup(),
    );
    await waitFor(() => expect(ids(result.current.queue.photos)).toEqual(['g1', 'g2']));
    act(() => result.current.queue.loadMore());
    await waitFor(() => expect(ids(result.current.queue.photos)).toEqual(['g1', 'g2', 'g3', 'g4']));
    act(() => result.current.queue.loadMore());
    await waitFor(() => expect(ids(result.current.queue.photos)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5']));
    expect(api.reads).toEqual(['review 1', 'review 2', 'review 3']);
    api.reads.length = 0;

    await act(() => result.current.decide.trigger({ approve: ['g2', 'g3'] }));
    expect(ids(result.current.queue.photos)).toEqual(['g1', 'g4', 'g5']);
    expect(result.current.queue.pages[0]?.total).toBe(3);
    expect(result.current.queue.hasMore).toBe(false);
    // The queue is two pages long now: the loaded pages are read again up to the new last one.
    expect([...new Set(api.reads)].sort()).toEqual(['review 1', 'review 2']);
  });
});
