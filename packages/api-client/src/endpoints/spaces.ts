import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type {
  ApiSpace,
  CreatedSpaceCredential,
  SpaceCredential,
  SpaceDownloadLink,
  SpaceInput,
  SpacePhoto,
  SpacesPage,
  SpaceUpdate,
  SpaceWatermark,
  SpaceWithPhotos,
  StatusOnly,
} from './types';

/**
 * The address of a space's live signal (GET /spaces/{space_id}/live), for an `EventSource`: it sends
 * `photos` each time the space's visible photos change. `apiBase` is the client's base URL, e.g. '/api'.
 */
export const liveSpaceUrl = (apiBase: string, spaceId: string) =>
  `${apiBase.replace(/\/+$/, '')}/spaces/${encodeURIComponent(spaceId)}/live`;

/**
 * The address of a space's photos as one zip (GET /spaces/{space_id}/download), for a plain link a browser
 * downloads: visitors get the previews of a public space whose `allow_downloads` is on. The owner's browser
 * sends no token with a link, so the owner follows the signed address of {@link SpacesEndpoints.downloadLink}
 * instead. `apiBase` is the client's base URL, e.g. '/api'.
 */
export const spaceDownloadUrl = (apiBase: string, spaceId: string) =>
  `${apiBase.replace(/\/+$/, '')}/spaces/${encodeURIComponent(spaceId)}/download`;

/** Spaces and their upload credentials. */
export interface SpacesEndpoints {
  /** GET /spaces: a page (1-based) of the signed-in user's spaces and everyone's public spaces, newest first. */
  list(page?: number, options?: CallOptions): Promise<SpacesPage>;
  /** POST /spaces: creates a space (the API fills the defaults). */
  create(input: SpaceInput, options?: CallOptions): Promise<{ space: ApiSpace }>;
  /** GET /spaces/{space_id}: the space with a page (1-based) of its photos. */
  get(spaceId: string, page?: number, options?: CallOptions): Promise<SpaceWithPhotos>;
  /**
   * GET /spaces/{space_id}/live/photos: the live wall's photos, the 100 most recently shown to visitors
   * (newest first, by when each was shown: an approval puts a photo first).
   */
  livePhotos(spaceId: string, options?: CallOptions): Promise<{ photos: SpacePhoto[] }>;
  /** PATCH /spaces/{space_id}: changes the given fields (owner only). */
  update(spaceId: string, changes: SpaceUpdate, options?: CallOptions): Promise<{ space: ApiSpace }>;
  /** DELETE /spaces/{space_id}: deletes the space and its photos (owner only). */
  remove(spaceId: string, options?: CallOptions): Promise<StatusOnly>;
  /**
   * POST /spaces/{space_id}/watermark: makes an uploaded image (its object `path`, from a presign with
   * `type: 'watermark'`) the space's watermark (owner only). See `uploadWatermark` for the whole upload.
   */
  setWatermark(spaceId: string, path: string, options?: CallOptions): Promise<{ watermark: SpaceWatermark }>;
  /**
   * POST /spaces/{space_id}/download_url: a signed address of the zip of the space's originals (owner only),
   * good for a couple of minutes and followed without a token, e.g. by `location.assign(url)`. The `url` is a
   * path on the API's origin ('/api/spaces/…/download?expires=…&sig=…').
   */
  downloadLink(spaceId: string, options?: CallOptions): Promise<SpaceDownloadLink>;
  /** GET /spaces/{space_id}/credentials: the space's upload credentials. */
  credentials(spaceId: string, options?: CallOptions): Promise<{ credentials: SpaceCredential[] }>;
  /** POST /spaces/{space_id}/credentials: creates an upload credential. */
  createCredential(spaceId: string, options?: CallOptions): Promise<{ credential: CreatedSpaceCredential }>;
  /** DELETE /spaces/{space_id}/credentials/{credential_id}: revokes a credential. */
  revokeCredential(spaceId: string, credentialId: string, options?: CallOptions): Promise<StatusOnly>;
}

/** The endpoint functions of spaces. */
export function spacesEndpoints({ call }: EndpointContext): SpacesEndpoints {
  return {
    list: (page, options) => call('get', '/spaces', { ...options, query: { page } }),
    create: (body, options) => call('post', '/spaces', { ...options, body }),
    get: (space_id, page, options) =>
      call('get', '/spaces/{space_id}', {
        ...options,
        params: { space_id },
        query: { page },
      }),
    livePhotos: (space_id, options) =>
      call('get', '/spaces/{space_id}/live/photos', { ...options, params: { space_id } }),
    update: (space_id, body, options) =>
      call('patch', '/spaces/{space_id}', { ...options, params: { space_id }, body }),
    remove: (space_id, options) => call('delete', '/spaces/{space_id}', { ...options, params: { space_id } }),
    setWatermark: (space_id, path, options) =>
      call('post', '/spaces/{space_id}/watermark', { ...options, params: { space_id }, body: { path } }),
    downloadLink: (space_id, options) =>
      call('post', '/spaces/{space_id}/download_url', { ...options, params: { space_id } }),
    credentials: (space_id, options) =>
      call('get', '/spaces/{space_id}/credentials', { ...options, params: { space_id } }),
    createCredential: (space_id, options) =>
      call('post', '/spaces/{space_id}/credentials', { ...options, params: { space_id } }),
    revokeCredential: (space_id, credential_id, options) =>
      call('delete', '/spaces/{space_id}/credentials/{credential_id}', {
        ...options,
        params: { space_id, credential_id },
      }),
  };
}
