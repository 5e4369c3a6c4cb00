import type { ObjectStorage } from './types.ts';

/** The signed PUT URL of each part of a multipart upload of `size` bytes, and the parts' size. */
export interface PartUrls {
  /** Bytes of every part but the last. */
  part_size: number;
  parts: { part_number: number; url: string }[];
}

/**
 * Signs a URL for every part of a multipart upload of `size` bytes to `key`. Each part takes its own share
 * of the file and no more, so the parts never add up past `size` (what a guest's allowance admitted).
 */
export async function presignPartUrls(
  storage: Pick<ObjectStorage, 'partBytes' | 'presignUploadPart'>,
  key: string,
  uploadId: string,
  size: number,
  options: { contentType: string; expiresIn: number },
): Promise<PartUrls> {
  const partSize = storage.partBytes;
  const count = Math.ceil(size / partSize);
  const parts = [];
  for (let partNumber = 1; partNumber <= count; partNumber += 1) {
    const share = Math.min(partSize, size - (partNumber - 1) * partSize);
    const url = await storage.presignUploadPart(key, uploadId, partNumber, {
      ...options,
      maxBytes: share,
      exactBytes: share,
    });
    parts.push({ part_number: partNumber, url });
  }
  return { part_size: partSize, parts };
}
