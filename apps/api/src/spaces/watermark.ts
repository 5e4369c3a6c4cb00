import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import type { WatermarksTable } from '../db/schema.ts';
import { Nullable } from '../http/schemas.ts';
import type { SpaceRow } from './space.ts';

export type WatermarkRow = Selectable<WatermarksTable>;

/** A watermark as the API shows it (position and size as set for the spaces using it). */
export const WatermarkBody = Type.Object({
  id: Type.String(),
  url: Type.String(),
  original_file_extension: Nullable(Type.String()),
  top: Type.Number(),
  left: Type.Number(),
  height: Type.Number(),
  width: Type.Number(),
});

/** Whether viewers other than the owner get the watermarked image instead of the original. */
export const watermarks = (space: Pick<SpaceRow, 'use_watermark' | 'watermark_id'>): boolean =>
  space.use_watermark && space.watermark_id !== null;

/** Shapes a watermark row for the API. */
export const presentWatermark = (w: WatermarkRow) => ({
  id: w.id,
  url: w.url,
  original_file_extension: w.original_file_extension,
  top: Number(w.top),
  left: Number(w.left),
  height: Number(w.height),
  width: Number(w.width),
});
