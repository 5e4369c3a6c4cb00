import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  type ApiPhotoState,
  type ApiSpace,
  type Banner,
  type Collection,
  type CollectionInput,
  type CreatedSpaceCredential,
  type Icon,
  type PhotoUpdate,
  type PhotoWithState,
  type Site,
  type SiteBanner,
  type SiteIcon,
  type SiteImageInput,
  type SiteInput,
  type SiteUpdate,
  type SpaceInput,
  type SpaceUpdate,
  type SpaceWatermark,
  type StatusOnly,
  type UpdatedPhoto,
  type UploadWatermarkOptions,
  uploadWatermark,
} from '../index';
import type { LenseMutation } from './accountMutations';
import { useLenseClient } from './context';
import { keysOf, lenseKey, type MutationId, mutationKey } from './keys';
import { pagedKeys, revalidatePaged, revalidateReads } from './paged';
import { applyPhotoChange, applyPhotoState, dropPhoto, photoChangesOf } from './photoCache';
import { useUserScope } from './useSession';

const SPACES = 'GET /spaces';
const SPACE = 'GET /spaces/{space_id}';
const FEED = 'GET /photos';
const CREDENTIALS = 'GET /spaces/{space_id}/credentials';

/** POST /spaces: creates the space `trigger(input)`; revalidates the spaces list. */
export function useCreateSpace(): LenseMutation<ApiSpace, SpaceInput> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/spaces'),
    async (_key: readonly unknown[], { arg }: { arg: SpaceInput }) => {
      const { space } = await client.spaces.create(arg);
      await revalidatePaged(cache, mutate, SPACES);
      return space;
    },
  );
}

/**
 * PATCH /spaces/{space_id}: `trigger(changes)` changes the space `spaceId`; revalidates it (every loaded
 * page of its photos), the spaces list and the feed.
 */
export function useUpdateSpace(spaceId: MutationId): LenseMutation<ApiSpace, SpaceUpdate> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('patch', '/spaces/{space_id}', { space_id: spaceId }),
    async (_key: readonly unknown[], { arg }: { arg: SpaceUpdate }) => {
      const { space } = await client.spaces.update(spaceId as string, arg);
      await Promise.all([
        revalidateReads(mutate, SPACE, { space_id: spaceId }),
        revalidatePaged(cache, mutate, SPACE, { space_id: spaceId as string }),
        revalidatePaged(cache, mutate, SPACES),
        revalidatePaged(cache, mutate, FEED),
      ]);
      return space;
    },
  );
}

/**
 * Uploads the watermark image of a space (owner only) with {@link uploadWatermark}: `trigger(file)`
 * checks the file, presigns it (`type: 'watermark'`), PUTs it and makes it the space's watermark, then
 * revalidates the space (its `watermark_id` and watermark) and the feed. Resolves with the watermark;
 * a refused selection fails with an `UploadValidationError` carrying the product's message. `options`
 * are those of {@link uploadWatermark} (e.g. `put`, to send the bytes another way in tests and stories).
 */
export function useUploadWatermark(
  spaceId: MutationId,
  options: UploadWatermarkOptions = {},
): LenseMutation<SpaceWatermark, File> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('post', '/spaces/{space_id}/watermark', { space_id: spaceId }),
    async (_key: readonly unknown[], { arg: file }: { arg: File }) => {
      const watermark = await uploadWatermark(client, spaceId as string, file, options);
      // The photos' addresses change with the watermark: every loaded page of them is read again.
      await Promise.all([
        revalidateReads(mutate, SPACE, { space_id: spaceId }),
        revalidatePaged(cache, mutate, SPACE, { space_id: spaceId as string }),
        revalidatePaged(cache, mutate, FEED),
      ]);
      return watermark;
    },
  );
}

/** DELETE /spaces/{space_id}: `trigger()` deletes the space `spaceId`; drops it and revalidates the lists. */
export function useDeleteSpace(spaceId: MutationId): LenseMutation<StatusOnly, void> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(mutationKey('delete', '/spaces/{space_id}', { space_id: spaceId }), async () => {
    const answer = await client.spaces.remove(spaceId as string);
    await Promise.all([
      mutate(
        (key: unknown) =>
          Array.isArray(key) &&
          (key[0] === SPACE || key[0] === CREDENTIALS) &&
          (key[1] as { params?: { space_id?: string | undefined } })?.params?.space_id === spaceId,
        undefined,
        { revalidate: false },
      ),
      ...pagedKeys(cache, SPACE, { space_id: spaceId as string }).map((key) =>
        mutate(key, undefined, { revalidate: false }),
      ),
    ]);
    await Promise.all([revalidatePaged(cache, mutate, SPACES), revalidatePaged(cache, mutate, FEED)]);
    return answer;
  });
}

/**
 * PATCH /photos/{photo_id}: `trigger(changes)` changes the comment or price of the photo `photoId`. The
 * answer is the photo as it is now: every cached copy of it (its space's pages, the feed's pages, its own
 * read) takes its comment and price, and nothing is read again.
 */
export function useUpdatePhoto(photoId: MutationId): LenseMutation<UpdatedPhoto, PhotoUpdate> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('patch', '/photos/{photo_id}', { photo_id: photoId }),
    async (_key: readonly unknown[], { arg }: { arg: PhotoUpdate }) => {
      const { data } = await client.photos.update(photoId as string, arg);
      await applyPhotoChange(cache, mutate, photoId as string, photoChangesOf(data));
      return data;
    },
  );
}

/**
 * PATCH /photos/{photo_id}/state: `trigger('visible' | 'hidden')` shows or hides the photo `photoId`.
 * Every cached copy of it takes the new state at once (a hidden photo leaves the cached feed); then its
 * space and the feed are revalidated, as the photo enters or leaves what the public sees.
 */
export function useSetPhotoState(photoId: MutationId): LenseMutation<PhotoWithState, ApiPhotoState> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('patch', '/photos/{photo_id}/state', { photo_id: photoId }),
    async (_key: readonly unknown[], { arg: state }: { arg: ApiPhotoState }) => {
      const { data } = await client.photos.setState(photoId as string, state);
      await applyPhotoState(cache, mutate, photoId as string, { state });
      await Promise.all([
        revalidateReads(mutate, SPACE, data.space_id === undefined ? undefined : { space_id: data.space_id }),
        revalidatePaged(cache, mutate, FEED),
      ]);
      return data;
    },
  );
}

/**
 * DELETE /photos/{photo_id}: `trigger()` deletes the photo `photoId`. It leaves every cached list and its
 * own read at once; then the space `spaceId` it belonged to (every cached space when not given: each
 * loaded page of its photos) and the feed are revalidated, as their later pages have moved up by one.
 */
export function useDeletePhoto(photoId: MutationId, spaceId?: string): LenseMutation<StatusOnly, void> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(mutationKey('delete', '/photos/{photo_id}', { photo_id: photoId }), async () => {
    const answer = await client.photos.remove(photoId as string);
    await dropPhoto(cache, mutate, photoId as string);
    const space = spaceId === undefined ? undefined : { space_id: spaceId };
    await Promise.all([
      revalidateReads(mutate, SPACE, space),
      revalidatePaged(cache, mutate, SPACE, space),
      revalidatePaged(cache, mutate, FEED),
    ]);
    return answer;
  });
}

/**
 * POST /spaces/{space_id}/credentials: `trigger()` creates a credential of the space `spaceId` (its
 * secret is only in this answer).
 */
export function useCreateSpaceCredential(spaceId: MutationId): LenseMutation<CreatedSpaceCredential, void> {
  const client = useLenseClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('post', '/spaces/{space_id}/credentials', { space_id: spaceId }),
    async () => {
      const { credential } = await client.spaces.createCredential(spaceId as string);
      await revalidateReads(mutate, CREDENTIALS, { space_id: spaceId });
      return credential;
    },
  );
}

/**
 * DELETE /spaces/{space_id}/credentials/{credential_id}: `trigger()` revokes the credential
 * `credentialId` of the space `spaceId`.
 */
export function useRevokeSpaceCredential(
  spaceId: MutationId,
  credentialId: MutationId,
): LenseMutation<StatusOnly, void> {
  const client = useLenseClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('delete', '/spaces/{space_id}/credentials/{credential_id}', {
      space_id: spaceId,
      credential_id: credentialId,
    }),
    async () => {
      const answer = await client.spaces.revokeCredential(spaceId as string, credentialId as string);
      await revalidateReads(mutate, CREDENTIALS, { space_id: spaceId });
      return answer;
    },
  );
}

const userInput = (user: string | null) => (user === null ? {} : { user });

/**
 * What {@link useCreateSite} is triggered with: the body of POST /sites (name and collection) and,
 * optionally, a title and a description, which POST /sites does not take.
 */
export type SiteCreateArg = SiteInput & Partial<Pick<SiteUpdate, 'title' | 'description'>>;

/**
 * POST /sites: `trigger({ name, collection_id, title?, description? })` creates the site; a title or a
 * description is then set on the new site with PATCH /sites/{id} (when that fails the site stays
 * created without them). Revalidates the user's sites and every name check once done, and resolves to
 * the site. Fails with the API's error, e.g. 'name already taken' or 'Please upgrade your plan to
 * perform this action'.
 */
export function useCreateSite(): LenseMutation<Site, SiteCreateArg> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/sites', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: SiteCreateArg }) => {
      const { title, description, ...input } = arg;
      let { site } = await client.sites.create(input);
      const details = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
      if (Object.keys(details).length > 0) {
        site = await client.sites.update(site.id, details).then(
          (answer) => answer.site,
          () => site,
        );
      }
      await mutate(keysOf('GET /sites'));
      return site;
    },
  );
}

/**
 * PATCH /sites/{id}: `trigger(changes)` changes only the given fields of the site `siteId`; revalidates
 * the user's sites and published sites.
 */
export function useUpdateSite(siteId: MutationId): LenseMutation<Site, SiteUpdate> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('patch', '/sites/{id}', { id: siteId }, userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: SiteUpdate }) => {
      const { site } = await client.sites.update(siteId as string, arg);
      await mutate(keysOf('GET /sites', 'GET /public/sites/{name}'));
      return site;
    },
  );
}

/**
 * DELETE /sites/{id}: `trigger()` deletes the site `siteId`; revalidates the user's sites, name checks
 * and published sites.
 */
export function useDeleteSite(siteId: MutationId): LenseMutation<StatusOnly, void> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(mutationKey('delete', '/sites/{id}', { id: siteId }, userInput(user)), async () => {
    const answer = await client.sites.remove(siteId as string);
    await mutate(keysOf('GET /sites', 'GET /public/sites/{name}'));
    return answer;
  });
}

/**
 * POST /collections: `trigger({ name, description })`; revalidates the user's collections. A name in
 * use fails with 'Collection with that name already exists'.
 */
export function useCreateCollection(): LenseMutation<Collection, CollectionInput> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/collections', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: CollectionInput }) => {
      const { collection } = await client.collections.create(arg);
      await mutate(keysOf('GET /collections'));
      return collection;
    },
  );
}

/**
 * DELETE /collections/{id}: `trigger()` deletes the collection `collectionId`; revalidates the
 * collections, their spaces, the sites (which may show it) and published sites.
 */
export function useDeleteCollection(collectionId: MutationId): LenseMutation<StatusOnly, void> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('delete', '/collections/{id}', { id: collectionId }, userInput(user)),
    async () => {
      const answer = await client.collections.remove(collectionId as string);
      await mutate(
        keysOf('GET /collections', 'GET /collection_spaces', 'GET /sites', 'GET /public/sites/{name}'),
      );
      return answer;
    },
  );
}

/**
 * Puts a space in the collection `collectionId` or takes it out: a space is in a collection when a
 * collection_space link exists. `trigger(spaceId)` reads the collection's links (GET
 * /collection_spaces), then DELETEs the space's link when there is one, or POSTs one when there is
 * none. Resolves to whether the space is in the collection afterwards; revalidates every read of
 * collection links and published sites. Several spaces may be toggled at once.
 */
export function useToggleCollectionSpace(collectionId: MutationId): LenseMutation<boolean, string> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('post', '/collection_spaces', { collection_id: collectionId }, userInput(user)),
    async (_key: readonly unknown[], { arg: spaceId }: { arg: string }) => {
      const collection_id = collectionId as string;
      try {
        const { collection_spaces } = await client.collections.spaces({ collection_id });
        const link = collection_spaces.find(
          (candidate) => candidate.space_id === spaceId && candidate.collection_id === collection_id,
        );
        if (link) {
          await client.collections.removeSpace(link.id);
          return false;
        }
        await client.collections.addSpace({ space_id: spaceId, collection_id });
        return true;
      } finally {
        await mutate(keysOf('GET /collection_spaces', 'GET /public/sites/{name}'));
      }
    },
  );
}

/**
 * POST /banners: adds one banner per URL or storage path `trigger({ photos, description, public })`;
 * revalidates the banners. Resolves to the created banners.
 */
export function useCreateBanners(): LenseMutation<Banner[], SiteImageInput> {
  const client = useLenseClient();
  const user = useUserScope();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/banners', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: SiteImageInput }) => {
      const { banners } = await client.siteImages.createBanners(arg);
      await revalidatePaged(cache, mutate, 'GET /banners');
      return banners;
    },
  );
}

/**
 * DELETE /banners/{id}: `trigger()` deletes the banner `bannerId` (the owner's banners only);
 * revalidates the banners, the banners chosen for sites, the sites (one may have shown it) and
 * published sites.
 */
export function useDeleteBanner(bannerId: MutationId): LenseMutation<StatusOnly, void> {
  const client = useLenseClient();
  const user = useUserScope();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('delete', '/banners/{id}', { id: bannerId }, userInput(user)),
    async () => {
      const answer = await client.siteImages.removeBanner(bannerId as string);
      await Promise.all([
        revalidatePaged(cache, mutate, 'GET /banners'),
        mutate(keysOf('GET /site_banners', 'GET /sites', 'GET /public/sites/{name}')),
      ]);
      return answer;
    },
  );
}

/**
 * POST /site_banners: `trigger(bannerIds)` offers these banners to the site `siteId`; revalidates the
 * banners chosen for sites and published sites. (The banner a site shows is its `banner_id`, set with
 * {@link useUpdateSite}.)
 */
export function useChooseSiteBanners(siteId: MutationId): LenseMutation<SiteBanner[], string[]> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('post', '/site_banners', { site_id: siteId }, userInput(user)),
    async (_key: readonly unknown[], { arg: bannerIds }: { arg: string[] }) => {
      const { site_banners } = await client.siteImages.chooseBanners({
        site_id: siteId as string,
        banner_ids: bannerIds,
      });
      await mutate(keysOf('GET /site_banners', 'GET /public/sites/{name}'));
      return site_banners;
    },
  );
}

/**
 * POST /icons: adds one icon per URL or storage path `trigger({ photos, description, public })`;
 * revalidates the icons. Resolves to the created icons.
 */
export function useCreateIcons(): LenseMutation<Icon[], SiteImageInput> {
  const client = useLenseClient();
  const user = useUserScope();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/icons', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: SiteImageInput }) => {
      const { icons } = await client.siteImages.createIcons(arg);
      await revalidatePaged(cache, mutate, 'GET /icons');
      return icons;
    },
  );
}

/**
 * DELETE /icons/{id}: `trigger()` deletes the icon `iconId` (the owner's icons only); revalidates the
 * icons, the icons chosen for sites, the sites (one may have shown it) and published sites.
 */
export function useDeleteIcon(iconId: MutationId): LenseMutation<StatusOnly, void> {
  const client = useLenseClient();
  const user = useUserScope();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(mutationKey('delete', '/icons/{id}', { id: iconId }, userInput(user)), async () => {
    const answer = await client.siteImages.removeIcon(iconId as string);
    await Promise.all([
      revalidatePaged(cache, mutate, 'GET /icons'),
      mutate(keysOf('GET /site_icons', 'GET /sites', 'GET /public/sites/{name}')),
    ]);
    return answer;
  });
}

/**
 * POST /site_icons: `trigger(iconIds)` offers these icons to the site `siteId`; revalidates the icons
 * chosen for sites and published sites. (The icon a site shows is its `icon_id`, set with
 * {@link useUpdateSite}.)
 */
export function useChooseSiteIcons(siteId: MutationId): LenseMutation<SiteIcon[], string[]> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKey('post', '/site_icons', { site_id: siteId }, userInput(user)),
    async (_key: readonly unknown[], { arg: iconIds }: { arg: string[] }) => {
      const { site_icons } = await client.siteImages.chooseIcons({
        site_id: siteId as string,
        icon_ids: iconIds,
      });
      await mutate(keysOf('GET /site_icons', 'GET /public/sites/{name}'));
      return site_icons;
    },
  );
}
