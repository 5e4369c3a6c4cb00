import type { ImgHTMLAttributes } from 'react';
import type { LandingPhoto } from './content';
import { useLandingMessages } from './landingMessages';

/** Props of {@link LandingImage}. */
export interface LandingImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  photo: LandingPhoto;
  /** How wide the image is drawn in each layout, for the browser's pick among the encoded widths. */
  sizes: string;
}

/**
 * One landing photo: every encoded width in `srcset`, the intrinsic width and height (the box is
 * reserved before the bytes arrive, so nothing shifts), decoded off the main thread.
 */
export function LandingImage({ photo, sizes, ...rest }: LandingImageProps) {
  const t = useLandingMessages();
  const { sources, width, height } = photo.file;
  // The second-smallest width serves browsers that ignore srcset.
  const fallback = sources[Math.min(1, sources.length - 1)]!;
  return (
    <img
      src={fallback.url}
      srcSet={sources.map((source) => `${source.url} ${source.width}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={height}
      alt={t(`photo.${photo.name}`)}
      decoding="async"
      {...rest}
    />
  );
}
