import type { PublicSpace } from '@lense/api-client';
import { type CoverImage, coverImage } from '../../lib/coverImage';

/**
 * The picture at the top of a published site: its banner when it has one (the organiser chose it for the
 * site), else the cover of its first listed space (the newest event), else none (the banner's colour band).
 * `bannerUrl` is undefined while a stored banner's address is being fetched.
 */
export function siteCover(
  banner: { url: string } | null | undefined,
  bannerUrl: string | undefined,
  spaces: readonly Pick<PublicSpace, 'cover'>[],
): CoverImage | null {
  if (banner) return bannerUrl ? { src: bannerUrl, srcSet: '' } : null;
  return coverImage(spaces[0]?.cover);
}
