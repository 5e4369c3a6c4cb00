import { spaceCardLabel, spaceState } from './spaceState';

const space = { start_date: '2026-05-10', end_date: '2026-05-12' };

// The bounds are local midnights: the same tests hold in zones on both sides of UTC, where UTC midnight
// falls on another local day (the space would open a day early in Auckland or late in Los Angeles).
describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Auckland', 'Pacific/Kiritimati'])(
  'spaceState in %s',
  (zone) => {
    const original = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = zone;
    });
    afterEach(() => {
      // Assigning undefined would set the string 'undefined'.
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it('is upcoming before the start date', () => {
      expect(spaceState(space, new Date(2026, 4, 9, 23, 59, 59, 999))).toBe('upcoming');
    });

    it('is open from local midnight of the start date', () => {
      expect(spaceState(space, new Date(2026, 4, 10, 0, 0, 0, 0))).toBe('open');
    });

    it('is open during the event', () => {
      expect(spaceState(space, new Date(2026, 4, 11, 12))).toBe('open');
    });

    it('is still open at 23:59:59.999 of the end date', () => {
      expect(spaceState(space, new Date(2026, 4, 12, 23, 59, 59, 999))).toBe('open');
    });

    it('is closed from the next millisecond', () => {
      expect(spaceState(space, new Date(2026, 4, 13, 0, 0, 0, 0))).toBe('closed');
    });

    it('accepts a timestamp in milliseconds', () => {
      expect(spaceState(space, new Date(2026, 4, 20).getTime())).toBe('closed');
    });

    it('gives no state without a space', () => {
      expect(spaceState(undefined)).toBeUndefined();
      expect(spaceState(null)).toBeUndefined();
    });

    it('keeps a space with unreadable dates open unless a readable bound says otherwise', () => {
      const at = new Date(2026, 4, 11, 12);
      expect(spaceState({ start_date: 'soon', end_date: 'later' }, at)).toBe('open');
      expect(spaceState({ start_date: 'soon', end_date: '2026-05-10' }, at)).toBe('closed');
      expect(spaceState({ start_date: '2026-05-12', end_date: 'later' }, at)).toBe('upcoming');
    });

    it('treats a one-day space as open for the whole day', () => {
      const oneDay = { start_date: '2026-05-10', end_date: '2026-05-10' };
      expect(spaceState(oneDay, new Date(2026, 4, 10, 18))).toBe('open');
      expect(spaceState(oneDay, new Date(2026, 4, 11, 0))).toBe('closed');
    });
  },
);

describe('spaceCardLabel', () => {
  it('maps states to card labels', () => {
    expect(spaceCardLabel('upcoming')).toBe('upcoming');
    expect(spaceCardLabel('open')).toBe('ongoing');
    expect(spaceCardLabel('closed')).toBe('past');
    expect(spaceCardLabel(undefined)).toBeUndefined();
  });
});
