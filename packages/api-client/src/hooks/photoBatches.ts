import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { DeletedPhotos, PhotoBatchUpdate, UpdatedPhoto } from '../index';
import type { LenseMutation } from './accountMutations';
import { useLenseClient } from './context';
import { type MutationId, mutationKey } from './keys';
import { revalidatePaged, revalidateReads } from './paged';
import { applyPhotoChange, applyPhotoState, dropPhoto } from './photoCache';

const SPACE = 'GET /spaces/{space_id}';
const FEED = 'GET /photos';

/**
 * PATCH /spaces/{space_id}/photos: `trigger({ photo_ids, state?, price? })` shows, hides or prices several
 * photos of the space `spaceId` at once (all or none). Every cached copy of them takes the answer's price and
 * the new state at once (hidden ones leave the cached feed); a change of state then reads the space and the
 * feed again, as the photos enter or leave what the public sees. A price alone reads nothing again.
 */
export function useUpdatePhotos(spaceId: MutationId): LenseMutation<UpdatedPhoto[], PhotoBatchUpdate> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('patch', '/spaces/{space_id}/photos', { space_id: spaceId }),
    async (_key: readonly unknown[], { arg }: { arg: PhotoBatchUpdate }) => {
      const { data } = await client.photos.updateMany(spaceId as string, arg);
      const ids = data.map((photo) => photo.id);
      // Every photo of the batch got the same price; the answer says how the server wrote it ('250.00').
      if (arg.price !== undefined && data[0])
        await applyPhotoChange(cache, mutate, ids, { price: data[0].price });
      if (arg.state) {
        await applyPhotoState(cache, mutate, ids, { state: arg.state });
        await Promise.all([
          revalidateReads(mutate, SPACE, { space_id: spaceId }),
          revalidatePaged(cache, mutate, FEED),
        ]);
      }
      return data;
    },
  );
}

/**
 * POST /spaces/{space_id}/photos/delete: `trigger(photoIds)` deletes several photos of the space `spaceId` at
 * once (all or none). They leave every cached list and their own reads at once; then the space (each loaded
 * page of its photos) and the feed are read again, as their later pages have moved up.
 */
export function useDeletePhotos(spaceId: MutationId): LenseMutation<DeletedPhotos, readonly string[]> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('post', '/spaces/{space_id}/photos/delete', { space_id: spaceId }),
    async (_key: readonly unknown[], { arg: photoIds }: { arg: readonly string[] }) => {
      const answer = await client.photos.removeMany(spaceId as string, photoIds);
      await dropPhoto(cache, mutate, photoIds);
      const space = { space_id: spaceId as string };
      await Promise.all([
        revalidateReads(mutate, SPACE, space),
        revalidatePaged(cache, mutate, SPACE, space),
        revalidatePaged(cache, mutate, FEED),
      ]);
      return answer;
    },
  );
}
