import { siteTileHeight } from './siteRules';

const bare = { name: 'kamau', title: 'Kamau', description: null };
const host = 'lense.co.ke';

describe('siteTileHeight', () => {
  it('is only the header for a site with neither banner nor description', () => {
    expect(siteTileHeight(bare, false, 480, false, host)).toBe(76);
  });

  it('adds a 3:1 banner and the description', () => {
    expect(siteTileHeight(bare, true, 480, false, host)).toBe(76 + 160);
    const described = { ...bare, description: 'Every runner.' };
    expect(siteTileHeight(described, false, 480, false, host)).toBe(76 + 12 + 44);
  });

  it('holds the options menu in place of banner and description while it shows', () => {
    const full = { ...bare, description: 'Every runner.' };
    expect(siteTileHeight(bare, false, 480, true, host)).toBe(76 + 100);
    expect(siteTileHeight(full, true, 480, true, host)).toBe(76 + 100);
  });
});
