import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { KEY_NOT_FOR_THIS } from '../auth/space-keys.ts';
import type { Changes } from '../changes/public-changes.ts';
import { uploadUrlTtl } from '../config.ts';
import type { PhotosTable } from '../db/schema.ts';
import { GUEST_ONLY_UPLOADS } from '../guests/guest-links.ts';
import { admitGuestUploads } from '../guests/guest-quota.ts';
import { HttpError } from '../http/errors.ts';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../images/index.ts';
import { presignPartUrls } from '../storage/part-urls.ts';
import { INVALID_UPLOAD, NOTHING_SELECTED, originalExtension } from './completion.ts';
import { presignDownloads } from './download-access.ts';
import { originalFileName } from './original-name.ts';
import type { UploadDeps } from './upload-deps.ts';
import { incomingKey } from './upload-keys.ts';
import { spaceToUploadTo, uploadTarget } from './upload-target.ts';
import { signedInUploader, type Uploader } from './uploader.ts';

/** 422 for a watermark presign with more than one file. */
export const ONE_WATERMARK = 'A watermark is one image: select a single file';

/** What a presign asks for: files to put (into a space, or as site images or a watermark) or keys to get. */
export interface PresignInput {
  files: { name: string; type?: string | undefined; size?: number | undefined }[];
  method: 'put' | 'get';
  type?: 'banner' | 'icon' | 'watermark' | null | undefined;
  space_id?: string | null | undefined;
  parts?: boolean | undefined;
}

/**
 * Presigned URLs: to download objects the caller may read (`get`), or to upload files (`put`). Nothing
 * visitors see changes: a photo appears only once its upload is completed and its images are made.
 */
export async function presign(
  deps: Omit<UploadDeps, 'jobs'>,
  changes: Changes,
  uploader: Uploader,
  input: PresignInput,
) {
  changes.nothingPublic();
  if (input.method === 'get')
    return presignDownloads(
      deps,
      uploader,
      input.files.map((file) => file.name),
    );
  return presignUploads(deps, uploader, input);
}

/**
 * Upload URLs, one per file (images only, at most 31457280 bytes): into a space, each for a new pending
 * photo, whose multipart upload starts now with `parts`; or a user's banners, icons or a space's watermark
 * (its owner, one image). A guest's files are admitted against their link's allowances, and their URLs take
 * no more than the size declared.
 */
async function presignUploads(
  { db, storage, config }: Omit<UploadDeps, 'jobs'>,
  uploader: Uploader,
  body: PresignInput,
) {
  const ttl = uploadUrlTtl(config);
  const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
  if (!uploader.spaceGrant && !uploader.guestGrant) signedInUploader(uploader);
  if (body.files.length === 0) throw new HttpError(422, NOTHING_SELECTED);
  for (const file of body.files) {
    if (
      typeof file.type !== 'string' ||
      !ACCEPTED_IMAGE_TYPES.has(file.type.toLowerCase()) ||
      typeof file.size !== 'number' ||
      file.size > MAX_UPLOAD_BYTES
    ) {
      throw new HttpError(422, INVALID_UPLOAD);
    }
  }
  const folder =
    body.type === 'banner'
      ? 'banners'
      : body.type === 'icon'
        ? 'icons'
        : body.type === 'watermark'
          ? 'watermarks'
          : null;
  if (folder && uploader.spaceGrant) throw new HttpError(403, KEY_NOT_FOR_THIS);
  if (folder && uploader.guestGrant) throw new HttpError(403, GUEST_ONLY_UPLOADS);
  if (folder === 'watermarks') {
    // A watermark belongs to one space: only its owner may upload one, and one image at a time.
    const user = signedInUploader(uploader);
    if (!body.space_id) throw new HttpError(400, 'space_id is required');
    await spaceToUploadTo(db, user, body.space_id);
    if (body.files.length > 1) throw new HttpError(422, ONE_WATERMARK);
  }
  if (body.parts && folder) throw new HttpError(400, 'Only photos are sent in parts');
  const target = folder
    ? { spaceId: null, userId: signedInUploader(uploader).id }
    : await uploadTarget(db, uploader, body.space_id);
  const { spaceId, userId } = target;
  const guest = uploader.guestGrant;
  const files = [];
  const pendingPhotos: Insertable<PhotosTable>[] = [];
  const started: { key: string; uploadId: string }[] = [];
  for (const file of body.files) {
    const extension = originalExtension(file.name);
    const id = randomUUID();
    const key = folder
      ? incomingKey(folder, userId, id, extension)
      : incomingKey('spaces', spaceId as string, id, extension);
    const contentType = file.type as string;
    const size = file.size as number;
    // In parts, the upload starts now and the single PUT URL is never signed.
    const multipartId = body.parts ? await storage.createMultipartUpload(key, contentType) : null;
    if (multipartId) started.push({ key, uploadId: multipartId });
    const inParts = multipartId
      ? await presignPartUrls(storage, key, multipartId, size, { contentType, expiresIn: ttl })
      : null;
    const url = inParts
      ? ''
      : await storage.presignPut(key, {
          contentType,
          // A guest's bytes are held to the size they declared: that is what their allowance admitted.
          maxBytes: guest ? size : MAX_UPLOAD_BYTES,
          ...(guest ? { exactBytes: size } : {}),
          expiresIn: ttl,
        });
    if (spaceId) {
      pendingPhotos.push({
        id,
        space_id: spaceId,
        user_id: userId,
        path: key,
        url: `${config.apiBase}/photos/${id}/image`,
        state: 'pending' as const,
        original_file_extension: extension ? extension.slice(1) : null,
        original_name: originalFileName(file.name),
        guest_id: guest?.guestId ?? null,
        uploader_name: guest?.name ?? null,
        declared_bytes: guest ? (file.size as number) : null,
        multipart_upload_id: multipartId,
      });
    }
    files.push({
      name: `${id}${extension}`,
      path: key,
      url,
      method: 'PUT' as const,
      content_type: contentType,
      expires_at: expiresAt,
      photo_id: spaceId ? id : null,
      ...(inParts ?? {}),
    });
  }
  if (pendingPhotos.length > 0) {
    await db
      .transaction()
      .execute(async (trx) => {
        if (guest) {
          const bytes = body.files.reduce((sum, file) => sum + (file.size ?? 0), 0);
          await admitGuestUploads(trx, guest, body.files.length, bytes);
        }
        await trx.insertInto('photos').values(pendingPhotos).execute();
      })
      .catch(async (error: unknown) => {
        // Refused (a guest's allowance): the uploads started for it are nobody's.
        for (const upload of started) await storage.abortMultipartUpload(upload.key, upload.uploadId);
        throw error;
      });
  }
  return { presigned_urls: files.map((f) => f.url), files };
}
