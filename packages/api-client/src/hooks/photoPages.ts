import type { SWRInfiniteConfiguration, SWRInfiniteResponse } from 'swr/infinite';
import useSWRInfinite from 'swr/infinite';
import type { ApiError, PhotoFeedPage, PhotoFeedQuery, ReviewPage, SpaceWithPhotos } from '../index';
import { useLenseClient } from './context';
import { type LenseKey, lenseKeys } from './keys';
import { useUserScope } from './useSession';

// The paged reads under the photo list (`usePhotoList`) and `usePhotoFeed`; not exported by the package.

/** A page of a space's photos, as `useSpace` gives the first one. */
type SpacePage = Pick<SpaceWithPhotos, 'space' | 'photos' | 'has_more_photos' | 'sales_open'>;

/**
 * The pages of the public feed for `term` (not read while `term` is null). Loading the next page asks
 * for that page only: SWR's default would ask for page 1 again each time (`revalidateFirstPage`);
 * `mutate()` still reads every loaded page again.
 */
export function useFeedPages(
  term: string | null,
  config?: SWRInfiniteConfiguration<PhotoFeedPage, ApiError>,
): SWRInfiniteResponse<PhotoFeedPage, ApiError> {
  const client = useLenseClient();
  return useSWRInfinite(
    (index: number, previous: PhotoFeedPage | null) =>
      term === null || (previous && !previous.has_more_photos) ? null : lenseKeys.photoFeed(term, index + 1),
    async (key: LenseKey) => client.photos.feed(key[1].query as PhotoFeedQuery),
    { revalidateFirstPage: false, ...config, persistSize: false },
  );
}

/** Further pages of a space: page 2 and after (page 1 is the space read), none until asked for. */
export function useSpacePages(spaceId: string | null, first: SpacePage | undefined) {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWRInfinite<SpacePage, ApiError>(
    (index: number, previous: SpacePage | null) =>
      spaceId === null || !first?.has_more_photos || (previous && !previous.has_more_photos)
        ? null
        : lenseKeys.spacePhotos(user, spaceId, index + 2),
    async (key: LenseKey) => {
      const page = (key[1].query as { page: number }).page;
      const { space, photos, has_more_photos, sales_open } = await client.spaces.get(spaceId as string, page);
      return { space, photos, has_more_photos, sales_open };
    },
    { initialSize: 0, revalidateFirstPage: false, persistSize: false },
  );
}

/** Further pages of a space's review queue: page 2 and after (page 1 is `useReviewQueue`), none until asked for. */
export function useReviewPages(spaceId: string | null, first: ReviewPage | undefined) {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWRInfinite<ReviewPage, ApiError>(
    (index: number, previous: ReviewPage | null) =>
      spaceId === null || user === null || !first?.has_more || (previous && !previous.has_more)
        ? null
        : lenseKeys.reviewQueue(user, spaceId, index + 2),
    async (key: LenseKey) => client.guests.review(spaceId as string, (key[1].query as { page: number }).page),
    { initialSize: 0, revalidateFirstPage: false, persistSize: false },
  );
}
