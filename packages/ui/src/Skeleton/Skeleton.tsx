import { type CSSProperties, forwardRef, type HTMLAttributes } from 'react';
import { type SkeletonShape, SkeletonShapeBox } from './Skeleton.styles';

export type { SkeletonShape };

/** A length: a number of pixels or any CSS length ('60%', '12rem'). */
type Length = number | string;

/** Props of {@link Skeleton}. Other attributes and the ref go to its `span`. */
export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** 'line' (a line of text, the default), 'block' (an image or a card) or 'circle' (an avatar). */
  shape?: SkeletonShape | undefined;
  /** Its width. Default: the container's for a line and a block, 40px for a circle. */
  width?: Length | undefined;
  /** Its height. Default: a line of the surrounding text, 96px for a block, the width for a circle. */
  height?: Length | undefined;
}

/**
 * A placeholder in the shape of content still loading, with a sweep of light that stops for readers who
 * prefer reduced motion. Hidden from assistive technology: the region that loads says so itself (with
 * `aria-busy`, or a `Spinner`'s 'Loading').
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'line', width, height, style, ...rest },
  ref,
) {
  const size: CSSProperties = {};
  if (width !== undefined) size.width = width;
  if (height !== undefined) size.height = height;
  else if (shape === 'circle' && width !== undefined) size.height = width;
  return (
    <SkeletonShapeBox
      ref={ref}
      aria-hidden="true"
      data-ui="Skeleton"
      data-shape={shape}
      $shape={shape}
      style={{ ...size, ...style }}
      {...rest}
    />
  );
});
