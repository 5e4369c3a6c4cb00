import { DEFAULT_SPACE_LENGTH_DAYS } from '../constants';
import type { Space } from '../types';
import { addLocalDays, formatLocalDate } from './dates';

/** The fields a space starts with before the user fills in the form. */
export type NewSpaceDefaults = Pick<
  Space,
  | 'id'
  | 'start_date'
  | 'end_date'
  | 'is_public'
  | 'full_album'
  | 'default_hide_items'
  | 'use_watermark'
  | 'collection_id'
>;

/** Injectable sources of time and identity, for deterministic tests. */
export interface NewSpaceOptions {
  /** Current time; defaults to the system clock. */
  now?: () => Date;
  /** Id generator; defaults to `crypto.randomUUID`. */
  generateId?: () => string;
}

/**
 * Defaults for a new space: a generated id, starting today and ending seven days later (local
 * calendar dates, `YYYY-MM-DD`), public, not a full album, items shown, no watermark, no collection.
 */
export function newSpaceDefaults(options: NewSpaceOptions = {}): NewSpaceDefaults {
  const now = options.now?.() ?? new Date();
  const generateId = options.generateId ?? (() => crypto.randomUUID());
  return {
    id: generateId(),
    start_date: formatLocalDate(now),
    end_date: formatLocalDate(addLocalDays(now, DEFAULT_SPACE_LENGTH_DAYS)),
    is_public: true,
    full_album: false,
    default_hide_items: false,
    use_watermark: false,
    collection_id: null,
  };
}
