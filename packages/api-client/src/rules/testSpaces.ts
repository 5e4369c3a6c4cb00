import type { Space } from '../types';

/** Builds a space for tests; only what a test names differs from these defaults. */
export function makeSpace(overrides: Partial<Space> & Pick<Space, 'id'>): Space {
  return {
    title: `Space ${overrides.id}`,
    start_date: '2026-05-10',
    end_date: '2026-05-12',
    is_public: true,
    full_album: false,
    default_hide_items: false,
    use_watermark: false,
    collection_id: null,
    owner: false,
    lat: 0,
    lng: 0,
    ...overrides,
  };
}
