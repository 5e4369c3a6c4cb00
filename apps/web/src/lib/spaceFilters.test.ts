import {
  applySpaceFilters,
  DEFAULT_SPACE_FILTERS,
  type FilterableSpace,
  matchesBox,
  type SpaceFilters,
} from './spaceFilters';

/** A space for these tests; only what a test names differs from these defaults. */
const makeSpace = (overrides: Partial<FilterableSpace> & Pick<FilterableSpace, 'id'>): FilterableSpace => ({
  title: `Space ${overrides.id}`,
  start_date: '2026-05-10',
  end_date: '2026-05-12',
  is_public: true,
  owner: false,
  lat: 0,
  lng: 0,
  ...overrides,
});

const NOW = new Date(2026, 4, 11, 12).getTime();
const filters = (changes: Partial<SpaceFilters>): SpaceFilters => ({ ...DEFAULT_SPACE_FILTERS, ...changes });
const ids = (spaces: readonly { id: string }[]) => spaces.map((space) => space.id);

const past = makeSpace({ id: 'past', start_date: '2026-04-01', end_date: '2026-04-02' });
const ongoing = makeSpace({ id: 'ongoing', start_date: '2026-05-10', end_date: '2026-05-12' });
const upcoming = makeSpace({ id: 'upcoming', start_date: '2026-06-01', end_date: '2026-06-02' });

describe('state filter', () => {
  const spaces = [past, ongoing, upcoming];

  it('keeps only open spaces for open', () => {
    expect(ids(applySpaceFilters(spaces, filters({ state: 'open' }), NOW))).toEqual(['ongoing']);
  });

  it('keeps only closed spaces for closed', () => {
    expect(ids(applySpaceFilters(spaces, filters({ state: 'closed' }), NOW))).toEqual(['past']);
  });

  it('keeps every space for all and for none', () => {
    expect(ids(applySpaceFilters(spaces, filters({ state: 'all' }), NOW))).toEqual([
      'past',
      'ongoing',
      'upcoming',
    ]);
    expect(ids(applySpaceFilters(spaces, filters({ state: 'none' }), NOW))).toEqual([
      'past',
      'ongoing',
      'upcoming',
    ]);
  });
});

describe('owner filter', () => {
  const mine = makeSpace({ id: 'mine', owner: true, is_public: false });
  const mineAndPublic = makeSpace({ id: 'mine-public', owner: true, is_public: true });
  const theirs = makeSpace({ id: 'theirs', owner: false, is_public: true });
  const spaces = [mine, mineAndPublic, theirs];

  it('keeps my spaces for me', () => {
    expect(ids(applySpaceFilters(spaces, filters({ owner: 'me' }), NOW))).toEqual(['mine', 'mine-public']);
  });

  it("keeps other people's public spaces for public", () => {
    expect(ids(applySpaceFilters(spaces, filters({ owner: 'public' }), NOW))).toEqual(['theirs']);
  });

  it('keeps everything for all and none', () => {
    expect(applySpaceFilters(spaces, filters({ owner: 'all' }), NOW)).toHaveLength(3);
    expect(applySpaceFilters(spaces, filters({ owner: 'none' }), NOW)).toHaveLength(3);
  });
});

describe('search ordering', () => {
  const spaces = [
    makeSpace({ id: 'office', title: 'Office party and more' }),
    makeSpace({ id: 'gala', title: 'Winter gala' }),
    makeSpace({ id: 'wedding', title: 'Wedding Party' }),
  ];

  it('orders by cosine similarity of the title to the term, best first', () => {
    expect(ids(applySpaceFilters(spaces, filters({ searchTerm: 'wedding party' }), NOW))).toEqual([
      'wedding',
      'office',
      'gala',
    ]);
  });

  it('keeps server order for a blank term', () => {
    expect(ids(applySpaceFilters(spaces, filters({ searchTerm: '   ' }), NOW))).toEqual([
      'office',
      'gala',
      'wedding',
    ]);
  });

  it('keeps the original order between equal scores', () => {
    const tied = [makeSpace({ id: 'a', title: 'x' }), makeSpace({ id: 'b', title: 'y' })];
    expect(ids(applySpaceFilters(tied, filters({ searchTerm: 'z' }), NOW))).toEqual(['a', 'b']);
  });

  it('does not change the input array', () => {
    const copy = [...spaces];
    applySpaceFilters(spaces, filters({ searchTerm: 'wedding' }), NOW);
    expect(spaces).toEqual(copy);
  });
});

describe('lat/lng box', () => {
  const nairobi = makeSpace({ id: 'nairobi', lat: -1.29, lng: 36.82 });
  const mombasa = makeSpace({ id: 'mombasa', lat: -4.04, lng: 39.67 });
  const kampala = makeSpace({ id: 'kampala', lat: 0.35, lng: 32.58 });
  const spaces = [nairobi, mombasa, kampala];

  it('keeps spaces inside the box, bounds inclusive', () => {
    const box = filters({ latRangeMin: -4.04, latRangeMax: 0, lngRangeMin: 36, lngRangeMax: 39.67 });
    expect(ids(applySpaceFilters(spaces, box, NOW))).toEqual(['nairobi', 'mombasa']);
  });

  it('compares longitude with the longitude maximum, not the latitude maximum', () => {
    // Latitude maximum 50 would let Mombasa (lng 39.67) through if longitude were compared with it.
    const box = filters({ latRangeMin: -10, latRangeMax: 50, lngRangeMin: 30, lngRangeMax: 37 });
    expect(ids(applySpaceFilters(spaces, box, NOW))).toEqual(['nairobi', 'kampala']);
  });

  it('keeps a space whose longitude is under the longitude maximum even when above the latitude maximum', () => {
    const box = filters({ latRangeMin: -10, latRangeMax: 1, lngRangeMin: 30, lngRangeMax: 40 });
    expect(ids(applySpaceFilters(spaces, box, NOW))).toEqual(['nairobi', 'mombasa', 'kampala']);
  });

  it('applies each bound on its own', () => {
    expect(ids(applySpaceFilters(spaces, filters({ latRangeMin: -2 }), NOW))).toEqual(['nairobi', 'kampala']);
    expect(ids(applySpaceFilters(spaces, filters({ latRangeMax: -2 }), NOW))).toEqual(['mombasa']);
    expect(ids(applySpaceFilters(spaces, filters({ lngRangeMin: 35 }), NOW))).toEqual(['nairobi', 'mombasa']);
    expect(ids(applySpaceFilters(spaces, filters({ lngRangeMax: 35 }), NOW))).toEqual(['kampala']);
  });

  it('drops a space without coordinates only when its axis is bounded', () => {
    const nowhere = makeSpace({ id: 'nowhere', lat: null, lng: null });
    expect(matchesBox(nowhere, filters({}))).toBe(true);
    expect(matchesBox(nowhere, filters({ latRangeMin: -90 }))).toBe(false);
    expect(matchesBox(nowhere, filters({ lngRangeMax: 180 }))).toBe(false);
  });
});

describe('combined filters', () => {
  it('applies state, owner, box and search together', () => {
    const spaces = [
      makeSpace({ id: 'a', title: 'Beach party', owner: true, lat: 1, lng: 1 }),
      makeSpace({ id: 'b', title: 'Party', owner: true, lat: 1, lng: 1 }),
      makeSpace({ id: 'c', title: 'Party', owner: false, lat: 1, lng: 1 }),
      makeSpace({ id: 'd', title: 'Party', owner: true, lat: 5, lng: 1 }),
      makeSpace({
        id: 'e',
        title: 'Party',
        owner: true,
        lat: 1,
        lng: 1,
        start_date: '2027-01-01',
        end_date: '2027-01-02',
      }),
    ];
    const combined = filters({ state: 'open', owner: 'me', latRangeMax: 2, searchTerm: 'party' });
    expect(ids(applySpaceFilters(spaces, combined, NOW))).toEqual(['b', 'a']);
  });
});
