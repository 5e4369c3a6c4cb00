import { watermarkPng } from '../../src/images/test-images.ts';
import type { Harness } from './harness.ts';

/**
 * Uploads a small PNG as the user's banner, icon or watermark the way a client does (presign, then the bytes
 * at the presigned key) and returns the upload's `path`, ready for POST /banners, /icons or a watermark.
 */
export async function uploadedImage(
  h: Harness,
  token: string,
  type: 'banner' | 'icon' | 'watermark',
  spaceId?: string,
): Promise<string> {
  const bytes = await watermarkPng(24, 24);
  const presign = await h.request({
    method: 'POST',
    url: '/api/presigned_urls',
    token,
    payload: {
      files: [{ name: `${type}.png`, type: 'image/png', size: bytes.length }],
      method: 'put',
      type,
      ...(spaceId ? { space_id: spaceId } : {}),
    },
  });
  if (presign.statusCode !== 200) throw new Error(`presign failed: ${presign.body}`);
  const path: string = presign.json().files[0].path;
  await h.app.storage.put(path, bytes, 'image/png');
  return path;
}

/**
 * What a visitor's browser gets for a photo's `/image` (or `/watermarked`) address: the redirect is followed
 * to the derived image it names. Resolves to the image's answer, or to the first answer when it is no redirect.
 */
export async function visitorImage(h: Harness, photoId: string, route: 'image' | 'watermarked' = 'image') {
  const first = await h.request({ method: 'GET', url: `/api/photos/${photoId}/${route}` });
  if (first.statusCode !== 302) return first;
  return h.request({ method: 'GET', url: String(first.headers.location) });
}

/**
 * Uploads a photo into a space as a client does (presign, PUT of the bytes) and waits until its derived
 * images exist. Returns the photo's id.
 */
export async function uploadPhoto(
  h: Harness,
  token: string,
  spaceId: string,
  bytes: Buffer,
  name = 'p.jpg',
): Promise<string> {
  const presign = await h.request({
    method: 'POST',
    url: '/api/presigned_urls',
    token,
    payload: {
      files: [{ name, type: 'image/jpeg', size: bytes.length }],
      method: 'put',
      space_id: spaceId,
    },
  });
  if (presign.statusCode !== 200) throw new Error(`presign failed: ${presign.body}`);
  return sendPresigned(h, presign.json().files[0], bytes);
}

/** PUTs `bytes` to a presigned file and waits until its photo's derived images exist; returns its id. */
export async function sendPresigned(
  h: Harness,
  file: { url: string; photo_id: string },
  bytes: Buffer,
): Promise<string> {
  const url = new URL(file.url);
  const put = await h.request({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    payload: bytes,
    headers: { 'content-type': 'image/jpeg' },
  });
  if (put.statusCode !== 204) throw new Error(`upload failed: ${put.statusCode} ${put.body}`);
  await h.app.jobs.idle();
  return file.photo_id;
}
