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
