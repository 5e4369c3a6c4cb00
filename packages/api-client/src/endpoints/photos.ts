import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type {
  ApiPhotoState,
  CompletedPhoto,
  DeletedPhotos,
  PhotoBatchUpdate,
  PhotoFeedPage,
  PhotoFeedQuery,
  PhotoUpdate,
  PhotoUploadStatus,
  PhotoWithState,
  PresignedUrls,
  PresignInput,
  SentPart,
  SharedPhoto,
  StatusOnly,
  UpdatedPhoto,
  UploadPartsInput,
  UploadPartUrls,
} from './types';

/**
 * Photos: the public feed, changes, presigned upload URLs and completion. The image addresses
 * (GET /photos/{photo_id}/image, /watermarked, /storage/…) are URLs for `<img>`, not calls.
 */
export interface PhotosEndpoints {
  /** GET /photos: a page of the public feed, optionally filtered by `search_term`. */
  feed(query?: PhotoFeedQuery, options?: CallOptions): Promise<PhotoFeedPage>;
  /** GET /photos/{photo_id}: one visible photo of a public space (any of the owner's photos to the owner). */
  get(photoId: string, options?: CallOptions): Promise<SharedPhoto>;
  /** PATCH /photos/{photo_id}: changes the comment or price (owner only). */
  update(photoId: string, changes: PhotoUpdate, options?: CallOptions): Promise<{ data: UpdatedPhoto }>;
  /** PATCH /photos/{photo_id}/state: shows or hides a photo (owner only). */
  setState(photoId: string, state: ApiPhotoState, options?: CallOptions): Promise<{ data: PhotoWithState }>;
  /** DELETE /photos/{photo_id} (owner only). */
  remove(photoId: string, options?: CallOptions): Promise<StatusOnly>;
  /**
   * PATCH /spaces/{space_id}/photos: shows, hides or prices up to 200 photos of one space at once (owner only);
   * all or none. Answers the photos as they are now, in the order named.
   */
  updateMany(
    spaceId: string,
    changes: PhotoBatchUpdate,
    options?: CallOptions,
  ): Promise<{ data: UpdatedPhoto[] }>;
  /** POST /spaces/{space_id}/photos/delete: deletes up to 200 photos of one space at once (owner only); all or none. */
  removeMany(spaceId: string, photoIds: readonly string[], options?: CallOptions): Promise<DeletedPhotos>;
  /** POST /presigned_urls: one presigned URL per file, in order. */
  presign(input: PresignInput, options?: CallOptions): Promise<PresignedUrls>;
  /** POST /photos/{photo_id}/complete: tells the API the bytes of a pending photo are stored. */
  complete(photoId: string, options?: CallOptions): Promise<{ photo: CompletedPhoto }>;
  /**
   * POST /photos/{photo_id}/parts: presigned URLs of every part of a pending photo's bytes (a resumable
   * upload); asked again, fresh URLs of the same upload.
   */
  parts(photoId: string, input: UploadPartsInput, options?: CallOptions): Promise<UploadPartUrls>;
  /** POST /photos/{photo_id}/complete after a resumable upload: every part with the ETag its PUT answered. */
  completeParts(
    photoId: string,
    parts: readonly SentPart[],
    options?: CallOptions,
  ): Promise<{ photo: CompletedPhoto }>;
  /**
   * GET /photos/{photo_id}/upload: where an upload stands for its uploader, `refused` with the reason when its
   * data did not decode after completion (the photo is then gone).
   */
  uploadStatus(photoId: string, options?: CallOptions): Promise<{ upload: PhotoUploadStatus }>;
}

/** The endpoint functions of photos. */
export function photosEndpoints({ call }: EndpointContext): PhotosEndpoints {
  return {
    feed: (query, options) => call('get', '/photos', { ...options, query: query ?? {} }),
    get: (photo_id, options) => call('get', '/photos/{photo_id}', { ...options, params: { photo_id } }),
    update: (photo_id, body, options) =>
      call('patch', '/photos/{photo_id}', { ...options, params: { photo_id }, body }),
    setState: (photo_id, state, options) =>
      call('patch', '/photos/{photo_id}/state', { ...options, params: { photo_id }, body: { state } }),
    remove: (photo_id, options) => call('delete', '/photos/{photo_id}', { ...options, params: { photo_id } }),
    updateMany: (space_id, body, options) =>
      call('patch', '/spaces/{space_id}/photos', { ...options, params: { space_id }, body }),
    removeMany: (space_id, photoIds, options) =>
      call('post', '/spaces/{space_id}/photos/delete', {
        ...options,
        params: { space_id },
        body: { photo_ids: [...photoIds] },
      }),
    presign: (body, options) => call('post', '/presigned_urls', { ...options, body }),
    complete: (photo_id, options) =>
      call('post', '/photos/{photo_id}/complete', { ...options, params: { photo_id }, body: {} }),
    parts: (photo_id, body, options) =>
      call('post', '/photos/{photo_id}/parts', { ...options, params: { photo_id }, body }),
    completeParts: (photo_id, parts, options) =>
      call('post', '/photos/{photo_id}/complete', {
        ...options,
        params: { photo_id },
        body: { parts: [...parts] },
      }),
    uploadStatus: (photo_id, options) =>
      call('get', '/photos/{photo_id}/upload', { ...options, params: { photo_id } }),
  };
}
