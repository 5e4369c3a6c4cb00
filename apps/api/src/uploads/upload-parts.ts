import type { Changes } from '../changes/public-changes.ts';
import { uploadUrlTtl } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../images/index.ts';
import { presignPartUrls } from '../storage/part-urls.ts';
import { INVALID_UPLOAD } from './completion.ts';
import type { UploadDeps } from './upload-deps.ts';
import { type Uploader, uploaderPhoto } from './uploader.ts';

/** 409 for parts asked of a photo whose bytes are already in. */
export const ALREADY_UPLOADED = 'This photo is already uploaded';

/**
 * Fresh presigned URLs of every part of a pending photo's bytes, for its uploader (as for completion): its
 * multipart upload starts on the first call, and later calls sign the same upload again. A guest's `size`
 * must be the size they declared (422), and a photo already uploaded is a 409.
 */
export async function photoPartUrls(
  { db, storage, config }: Omit<UploadDeps, 'jobs'>,
  changes: Changes,
  uploader: Uploader,
  photoId: string,
  file: { size: number; contentType: string },
) {
  changes.nothingPublic();
  const { size, contentType } = file;
  if (size > MAX_UPLOAD_BYTES || !ACCEPTED_IMAGE_TYPES.has(contentType.toLowerCase())) {
    throw new HttpError(422, INVALID_UPLOAD);
  }
  const photo = await uploaderPhoto(db, uploader, photoId);
  if (photo.state !== 'pending') throw new HttpError(409, ALREADY_UPLOADED);
  // A guest sends the size they declared: the parts can hold no more than their allowance admitted.
  if (photo.declared_bytes !== null && size !== Number(photo.declared_bytes))
    throw new HttpError(422, INVALID_UPLOAD);
  const uploadId =
    photo.multipart_upload_id ?? (await startUpload({ db, storage }, photo.id, photo.path, contentType));
  const ttl = uploadUrlTtl(config);
  const urls = await presignPartUrls(storage, photo.path, uploadId, size, { contentType, expiresIn: ttl });
  return { ...urls, expires_at: new Date(Date.now() + ttl * 1000).toISOString() };
}

/** Starts the photo's multipart upload; two first calls racing keep one upload and drop the other. */
async function startUpload(
  { db, storage }: Pick<UploadDeps, 'db' | 'storage'>,
  photoId: string,
  key: string,
  contentType: string,
): Promise<string> {
  const created = await storage.createMultipartUpload(key, contentType);
  const result = await db
    .updateTable('photos')
    .set({ multipart_upload_id: created })
    .where('id', '=', photoId)
    .where('multipart_upload_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return created;
  await storage.abortMultipartUpload(key, created);
  const row = await db
    .selectFrom('photos')
    .select('multipart_upload_id')
    .where('id', '=', photoId)
    .executeTakeFirst();
  if (!row?.multipart_upload_id) throw new HttpError(404, 'photo not found');
  return row.multipart_upload_id;
}
