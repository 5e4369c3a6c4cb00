import type { Changes } from '../changes/public-changes.ts';
import { completeUpload } from './completion.ts';
import type { UploadDeps } from './upload-deps.ts';
import { type Uploader, uploaderPhoto } from './uploader.ts';

/**
 * Completes a photo's upload for its uploader (the space's owner, a space credential of its space or the
 * guest who presigned it): a resumable upload's parts become the object first, then `completeUpload` judges
 * and publishes it. Visitors see nothing yet: the photo appears when its derive job has made its images.
 */
export async function completePhotoUpload(
  { db, storage, jobs }: Pick<UploadDeps, 'db' | 'storage' | 'jobs'>,
  changes: Changes,
  uploader: Uploader,
  photoId: string,
  parts: readonly { part_number: number; etag: string }[] | undefined,
) {
  changes.nothingPublic();
  const photo = await uploaderPhoto(db, uploader, photoId);
  if (photo.state === 'pending' && photo.multipart_upload_id) {
    await storage.completeMultipartUpload(
      photo.path,
      photo.multipart_upload_id,
      (parts ?? []).map((part) => ({ partNumber: part.part_number, etag: part.etag })),
    );
    await db.updateTable('photos').set({ multipart_upload_id: null }).where('id', '=', photo.id).execute();
  }
  const state = await completeUpload(db, storage, jobs, photo.path);
  return { photo: { id: photo.id, state: state ?? 'visible', url: photo.url } };
}
