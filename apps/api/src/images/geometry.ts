/** Where the watermark goes. */
export interface WatermarkPlacement {
  /** Distance from the source's top edge, in percent (0-100) of the source's height. */
  top: number;
  /** Distance from the source's left edge, in percent (0-100) of the source's width. */
  left: number;
  /** Height of the watermark box, in percent (0-100] of the source's height. */
  height: number;
  /** Width of the watermark box, in percent (0-100] of the source's width. */
  width: number;
}

/** A box in pixels. */
export interface PixelBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Converts a placement in percent of the source's (upright) dimensions into a pixel box inside an image of
 * `imageWidth` x `imageHeight`: percentages keep a watermark layout independent of each photo's
 * resolution. A box reaching past an edge is cut at the edge; it is always at least 1x1 pixel.
 */
export function placementToPixels(
  placement: WatermarkPlacement,
  imageWidth: number,
  imageHeight: number,
): PixelBox {
  const left = clamp(Math.round((placement.left / 100) * imageWidth), 0, imageWidth - 1);
  const top = clamp(Math.round((placement.top / 100) * imageHeight), 0, imageHeight - 1);
  const width = clamp(Math.round((placement.width / 100) * imageWidth), 1, imageWidth - left);
  const height = clamp(Math.round((placement.height / 100) * imageHeight), 1, imageHeight - top);
  return { top, left, width, height };
}
