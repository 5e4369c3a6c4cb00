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
import { keysOf, lenseKey } from './keys';
import { revalidatePaged, revalidateReads } from './paged';
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

/** PATCH /spaces/{space_id}: changes the space `spaceId`; revalidates it, the spaces list and the feed. */
export function useUpdateSpace(spaceId: string): LenseMutation<ApiSpace, SpaceUpdate> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('patch', '/spaces/{space_id}', { params: { space_id: spaceId } }),
    async (_key: readonly unknown[], { arg }: { arg: SpaceUpdate }) => {
      const { space } = await client.spaces.update(spaceId, arg);
      await Promise.all([
        revalidateReads(mutate, SPACE, { space_id: spaceId }),
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
  spaceId: string,
  options: UploadWatermarkOptions = {},
): LenseMutation<SpaceWatermark, File> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/spaces/{space_id}/watermark', { params: { space_id: spaceId } }),
    async (_key: readonly unknown[], { arg: file }: { arg: File }) => {
      const watermark = await uploadWatermark(client, spaceId, file, options);
      await Promise.all([
        revalidateReads(mutate, SPACE, { space_id: spaceId }),
        revalidatePaged(cache, mutate, FEED),
      ]);
      return watermark;
    },
  );
}

/** DELETE /spaces/{space_id}: deletes the space `trigger(spaceId)`; drops it and revalidates the lists. */
export function useDeleteSpace(): LenseMutation<StatusOnly, string> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('delete', '/spaces/{space_id}'),
    async (_key: readonly unknown[], { arg: spaceId }: { arg: string }) => {
      const answer = await client.spaces.remove(spaceId);
      await mutate(
        (key: unknown) =>
          Array.isArray(key) &&
          (key[0] === SPACE || key[0] === CREDENTIALS) &&
          (key[1] as { params?: { space_id?: string } })?.params?.space_id === spaceId,
        undefined,
        { revalidate: false },
      );
      await Promise.all([revalidatePaged(cache, mutate, SPACES), revalidatePaged(cache, mutate, FEED)]);
      return answer;
    },
  );
}

/** Revalidates the space a photo belongs to (every space when unknown) and the feed. */
async function revalidatePhotoReads(
  cache: Parameters<typeof revalidatePaged>[0],
  mutate: Parameters<typeof revalidatePaged>[1],
  spaceId: string | undefined,
) {
  await Promise.all([
    revalidateReads(mutate, SPACE, spaceId === undefined ? undefined : { space_id: spaceId }),
    revalidatePaged(cache, mutate, FEED),
  ]);
}

/** What {@link useUpdatePhoto} triggers with. */
export interface PhotoUpdateArg {
  photoId: string;
  changes: PhotoUpdate;
}

/** PATCH /photos/{photo_id}: changes a photo's comment or price; revalidates its space and the feed. */
export function useUpdatePhoto(): LenseMutation<UpdatedPhoto, PhotoUpdateArg> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('patch', '/photos/{photo_id}'),
    async (_key: readonly unknown[], { arg }: { arg: PhotoUpdateArg }) => {
      const { data } = await client.photos.update(arg.photoId, arg.changes);
      await revalidatePhotoReads(cache, mutate, data.space_id);
      return data;
    },
  );
}

/** What {@link useSetPhotoState} triggers with. */
export interface PhotoStateArg {
  photoId: string;
  state: ApiPhotoState;
}

/** PATCH /photos/{photo_id}/state: shows or hides a photo; revalidates its space and the feed. */
export function useSetPhotoState(): LenseMutation<PhotoWithState, PhotoStateArg> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('patch', '/photos/{photo_id}/state'),
    async (_key: readonly unknown[], { arg }: { arg: PhotoStateArg }) => {
      const { data } = await client.photos.setState(arg.photoId, arg.state);
      await revalidatePhotoReads(cache, mutate, data.space_id);
      return data;
    },
  );
}

/**
 * DELETE /photos/{photo_id}: deletes the photo `trigger(photoId)`; revalidates the space `spaceId`
 * (every cached space when not given) and the feed.
 */
export function useDeletePhoto(spaceId?: string): LenseMutation<StatusOnly, string> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('delete', '/photos/{photo_id}'),
    async (_key: readonly unknown[], { arg: photoId }: { arg: string }) => {
      const answer = await client.photos.remove(photoId);
      await revalidatePhotoReads(cache, mutate, spaceId);
      return answer;
    },
  );
}

/** POST /spaces/{space_id}/credentials: creates a credential (its secret is only in this answer). */
export function useCreateSpaceCredential(spaceId: string): LenseMutation<CreatedSpaceCredential, void> {
  const client = useLenseClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/spaces/{space_id}/credentials', { params: { space_id: spaceId } }),
    async () => {
      const { credential } = await client.spaces.createCredential(spaceId);
      await revalidateReads(mutate, CREDENTIALS, { space_id: spaceId });
      return credential;
    },
  );
}

/** DELETE /spaces/{space_id}/credentials/{credential_id}: revokes `trigger(credentialId)`. */
export function useRevokeSpaceCredential(spaceId: string): LenseMutation<StatusOnly, string> {
  const client = useLenseClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('delete', '/spaces/{space_id}/credentials/{credential_id}', { params: { space_id: spaceId } }),
    async (_key: readonly unknown[], { arg: credentialId }: { arg: string }) => {
      const answer = await client.spaces.revokeCredential(spaceId, credentialId);
      await revalidateReads(mutate, CREDENTIALS, { space_id: spaceId });
      return answer;
    },
  );
}

const userInput = (user: string | null) => (user === null ? {} : { user });

/**
 * POST /sites: creates the site `trigger({ name, collection_id })`; revalidates the user's sites and
 * every name check. Fails with the API's error, e.g. 'name already taken' or 'Please upgrade your
 * plan to perform this action'.
 */
export function useCreateSite(): LenseMutation<Site, SiteInput> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/sites', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: SiteInput }) => {
      const { site } = await client.sites.create(arg);
      await mutate(keysOf('GET /sites'));
      return site;
    },
  );
}

/** What {@link useUpdateSite} is triggered with: the site and the fields to change. */
export interface SiteUpdateArg {
  /** The site's id. */
  id: string;
  /** Only the fields to change. */
  changes: SiteUpdate;
}

/** PATCH /sites/{id}: `trigger({ id, changes })`; revalidates the user's sites and published sites. */
export function useUpdateSite(): LenseMutation<Site, SiteUpdateArg> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('patch', '/sites/{id}', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: SiteUpdateArg }) => {
      const { site } = await client.sites.update(arg.id, arg.changes);
      await mutate(keysOf('GET /sites', 'GET /public/sites/{name}'));
      return site;
    },
  );
}

/** DELETE /sites/{id}: `trigger(id)`; revalidates the user's sites, name checks and published sites. */
export function useDeleteSite(): LenseMutation<StatusOnly, string> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('delete', '/sites/{id}', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: string }) => {
      const answer = await client.sites.remove(arg);
      await mutate(keysOf('GET /sites', 'GET /public/sites/{name}'));
      return answer;
    },
  );
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
 * DELETE /collections/{id}: `trigger(id)`; revalidates the collections, their spaces, the sites (which
 * may show it) and published sites.
 */
export function useDeleteCollection(): LenseMutation<StatusOnly, string> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('delete', '/collections/{id}', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: string }) => {
      const answer = await client.collections.remove(arg);
      await mutate(
        keysOf('GET /collections', 'GET /collection_spaces', 'GET /sites', 'GET /public/sites/{name}'),
      );
      return answer;
    },
  );
}

/** What {@link useToggleCollectionSpace} is triggered with. */
export interface CollectionSpaceArg {
  /** The space to put in or take out. */
  space_id: string;
  /** The collection. */
  collection_id: string;
}

/**
 * Puts a space in a collection or takes it out: a space is in a collection when a collection_space
 * link exists. `trigger({ space_id, collection_id })` reads the collection's links (GET
 * /collection_spaces), then DELETEs the space's link when there is one, or POSTs one when there is
 * none. Resolves to whether the space is in the collection afterwards; revalidates every read of
 * collection links and published sites.
 */
export function useToggleCollectionSpace(): LenseMutation<boolean, CollectionSpaceArg> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/collection_spaces', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: CollectionSpaceArg }) => {
      try {
        const { collection_spaces } = await client.collections.spaces({ collection_id: arg.collection_id });
        const link = collection_spaces.find(
          (candidate) => candidate.space_id === arg.space_id && candidate.collection_id === arg.collection_id,
        );
        if (link) {
          await client.collections.removeSpace(link.id);
          return false;
        }
        await client.collections.addSpace(arg);
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
 * DELETE /banners/{id}: `trigger(id)` (the owner's banners only); revalidates the banners, the banners
 * chosen for sites, the sites (one may have shown it) and published sites.
 */
export function useDeleteBanner(): LenseMutation<StatusOnly, string> {
  const client = useLenseClient();
  const user = useUserScope();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('delete', '/banners/{id}', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: string }) => {
      const answer = await client.siteImages.removeBanner(arg);
      await Promise.all([
        revalidatePaged(cache, mutate, 'GET /banners'),
        mutate(keysOf('GET /site_banners', 'GET /sites', 'GET /public/sites/{name}')),
      ]);
      return answer;
    },
  );
}

/** What {@link useChooseSiteBanners} is triggered with. */
export interface SiteBannersArg {
  /** The site. */
  site_id: string;
  /** The banners to offer to the site. */
  banner_ids: string[];
}

/**
 * POST /site_banners: chooses banners for a site `trigger({ site_id, banner_ids })`; revalidates the
 * banners chosen for sites and published sites. (The banner a site shows is its `banner_id`, set
 * with {@link useUpdateSite}.)
 */
export function useChooseSiteBanners(): LenseMutation<SiteBanner[], SiteBannersArg> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/site_banners', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: SiteBannersArg }) => {
      const { site_banners } = await client.siteImages.chooseBanners(arg);
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
 * DELETE /icons/{id}: `trigger(id)` (the owner's icons only); revalidates the icons, the icons chosen
 * for sites, the sites (one may have shown it) and published sites.
 */
export function useDeleteIcon(): LenseMutation<StatusOnly, string> {
  const client = useLenseClient();
  const user = useUserScope();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('delete', '/icons/{id}', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: string }) => {
      const answer = await client.siteImages.removeIcon(arg);
      await Promise.all([
        revalidatePaged(cache, mutate, 'GET /icons'),
        mutate(keysOf('GET /site_icons', 'GET /sites', 'GET /public/sites/{name}')),
      ]);
      return answer;
    },
  );
}

/** What {@link useChooseSiteIcons} is triggered with. */
export interface SiteIconsArg {
  /** The site. */
  site_id: string;
  /** The icons to offer to the site. */
  icon_ids: string[];
}

/**
 * POST /site_icons: chooses icons for a site `trigger({ site_id, icon_ids })`; revalidates the icons
 * chosen for sites and published sites. (The icon a site shows is its `icon_id`, set with
 * {@link useUpdateSite}.)
 */
export function useChooseSiteIcons(): LenseMutation<SiteIcon[], SiteIconsArg> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/site_icons', userInput(user)),
    async (_key: readonly unknown[], { arg }: { arg: SiteIconsArg }) => {
      const { site_icons } = await client.siteImages.chooseIcons(arg);
      await mutate(keysOf('GET /site_icons', 'GET /public/sites/{name}'));
      return site_icons;
    },
  );
}
