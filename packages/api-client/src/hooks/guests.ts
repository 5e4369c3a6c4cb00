import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type {
  GuestLinkSettings,
  OwnerGuestLink,
  PublicGuestLink,
  ReviewDecision,
  ReviewPage,
  StatusOnly,
} from '../index';
import type { LenseMutation } from './accountMutations';
import { useLenseClient } from './context';
import { lenseKeys, type MutationId, mutationKey } from './keys';
import { revalidatePaged, revalidateReads } from './paged';
import { dropFromReview } from './photoCache';
import type { LenseQuery, LenseQueryConfig } from './queries';
import { useUserScope } from './useSession';

const GUEST_LINK = 'GET /spaces/{space_id}/guest_link';
const REVIEW = 'GET /spaces/{space_id}/review';
const SPACE = 'GET /spaces/{space_id}';

/** GET /spaces/{space_id}/guest_link: the space's guest link, null while guest uploads are off (owner). */
export function useGuestLink(
  spaceId: string | null | undefined,
  config?: LenseQueryConfig<OwnerGuestLink | null>,
): LenseQuery<OwnerGuestLink | null> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null || !spaceId ? null : lenseKeys.guestLink(user, spaceId),
    async () => (await client.guests.link(spaceId as string)).guest_link,
    config,
  );
}

/** PUT /spaces/{space_id}/guest_link: turns guest uploads on or changes `trigger(settings)`. */
export function useSaveGuestLink(spaceId: MutationId): LenseMutation<OwnerGuestLink, GuestLinkSettings> {
  const client = useLenseClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('put', '/spaces/{space_id}/guest_link', { space_id: spaceId }),
    async (_key: readonly unknown[], { arg }: { arg: GuestLinkSettings }) => {
      const { guest_link } = await client.guests.saveLink(spaceId as string, arg);
      await revalidateReads(mutate, GUEST_LINK, { space_id: spaceId });
      return guest_link;
    },
  );
}

/** DELETE /spaces/{space_id}/guest_link: turns guest uploads off (`trigger()`). */
export function useTurnOffGuestLink(spaceId: MutationId): LenseMutation<StatusOnly, void> {
  const client = useLenseClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('delete', '/spaces/{space_id}/guest_link', { space_id: spaceId }),
    async () => {
      const answer = await client.guests.turnOff(spaceId as string);
      await revalidateReads(mutate, GUEST_LINK, { space_id: spaceId });
      return answer;
    },
  );
}

/** GET /guest_links/{token}: the event and rules of a guest link, for anyone holding it. */
export function usePublicGuestLink(
  token: string | null | undefined,
  config?: LenseQueryConfig<PublicGuestLink>,
): LenseQuery<PublicGuestLink> {
  const client = useLenseClient();
  return useSWR(
    token ? lenseKeys.publicGuestLink(token) : null,
    async () => (await client.guests.open(token as string)).guest_link,
    { shouldRetryOnError: false, ...config },
  );
}

/** GET /spaces/{space_id}/review: a page of guests' photos waiting for review (owner). */
export function useReviewQueue(
  spaceId: string | null | undefined,
  page = 1,
  config?: LenseQueryConfig<ReviewPage>,
): LenseQuery<ReviewPage> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null || !spaceId ? null : lenseKeys.reviewQueue(user, spaceId, page),
    () => client.guests.review(spaceId as string, page),
    config,
  );
}

/**
 * POST /spaces/{space_id}/review: approves and rejects `trigger({approve, reject})`; the decided photos
 * leave the cached queue at once, then the queue (every loaded page) and the space are revalidated.
 */
export function useDecideReview(
  spaceId: MutationId,
): LenseMutation<{ approved: number; rejected: number }, ReviewDecision> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('post', '/spaces/{space_id}/review', { space_id: spaceId }),
    async (_key: readonly unknown[], { arg }: { arg: ReviewDecision }) => {
      const answer = await client.guests.decide(spaceId as string, arg);
      // The decided photos leave the queue at once; its pages, which moved up, and the space are read again.
      await dropFromReview(cache, mutate, [...(arg.approve ?? []), ...(arg.reject ?? [])]);
      const space = { space_id: spaceId as string };
      await Promise.all([
        revalidateReads(mutate, REVIEW, space),
        revalidatePaged(cache, mutate, REVIEW, space),
        revalidateReads(mutate, SPACE, space),
        revalidatePaged(cache, mutate, SPACE, space),
      ]);
      return answer;
    },
  );
}
