import { describe, expect, it } from 'vitest';
import { newSpaceDefaults } from './newSpace';

describe('newSpaceDefaults', () => {
  it('starts today and ends seven days later, as local calendar dates', () => {
    const defaults = newSpaceDefaults({
      now: () => new Date(2026, 11, 28, 23, 45),
      generateId: () => 'id-1',
    });
    expect(defaults).toEqual({
      id: 'id-1',
      start_date: '2026-12-28',
      end_date: '2027-01-04',
      is_public: true,
      full_album: false,
      default_hide_items: false,
      use_watermark: false,
      collection_id: null,
    });
  });

  it('generates a fresh UUID for each new space by default', () => {
    const a = newSpaceDefaults();
    const b = newSpaceDefaults();
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.id).not.toBe(b.id);
  });

  it('uses the system clock by default', () => {
    const today = new Date();
    const y = today.getFullYear();
    const m = String(today.getMonth() + 1).padStart(2, '0');
    const d = String(today.getDate()).padStart(2, '0');
    expect(newSpaceDefaults().start_date).toBe(`${y}-${m}-${d}`);
  });
});
