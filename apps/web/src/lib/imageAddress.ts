import { useLenseClient } from '@lense/api-client/hooks';
import useSWR from 'swr';

/** Whether an image address can be put in `src` as it is (http(s), data: or blob: URL, or an absolute path). */
export function isDirectImageAddress(address: string): boolean {
  return /^(https?:|data:|blob:|\/)/i.test(address);
}

/**
 * An address an `<img>` can show for a banner's or icon's `url`, which the API gives as an http(s) URL
 * or as a storage-relative path (an uploaded image). A path is exchanged for a presigned GET URL
 * (POST /presigned_urls, method get). `undefined` while that runs, when it fails or with no address.
 */
export function useImageAddress(address: string | null | undefined): string | undefined {
  const client = useLenseClient();
  const needsSigning = Boolean(address) && !isDirectImageAddress(address as string);
  const { data } = useSWR(
    needsSigning ? ['presigned image', address] : null,
    async () => {
      const answer = await client.photos.presign({ files: [{ name: address as string }], method: 'get' });
      return answer.presigned_urls[0];
    },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  if (!address) return undefined;
  return needsSigning ? data : address;
}
