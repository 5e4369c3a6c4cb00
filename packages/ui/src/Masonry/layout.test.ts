import {
  columnCountFor,
  computeMasonryLayout,
  filledColumns,
  fixedColumns,
  shouldLoadMore,
  visibleTiles,
} from './layout';

describe('computeMasonryLayout', () => {
  it('places each tile in the shortest column, leftmost on ties', () => {
    const layout = computeMasonryLayout([100, 50, 80, 30, 40], 3, 200, 10);
    expect(Array.from(layout.columns)).toEqual([0, 1, 2, 1, 2]);
    expect(Array.from(layout.tops)).toEqual([0, 0, 0, 60, 90]);
    expect(Array.from(layout.lefts)).toEqual([0, 210, 420, 210, 420]);
    expect(layout.columnItems.map((c) => Array.from(c))).toEqual([[0], [1, 3], [2, 4]]);
    expect(layout.width).toBe(620);
    expect(layout.height).toBe(130);
  });

  it('stacks everything in one column when only one fits', () => {
    const layout = computeMasonryLayout([10, 20, 30], 1, 256, 8);
    expect(Array.from(layout.tops)).toEqual([0, 18, 46]);
    expect(layout.height).toBe(76);
    expect(layout.width).toBe(256);
  });

  it('handles no items', () => {
    const layout = computeMasonryLayout([], 4, 256, 16);
    expect(layout.height).toBe(0);
    expect(layout.columnItems).toHaveLength(4);
  });
});

describe('fixedColumns', () => {
  it('keeps the column width, or narrows a single column to a narrower container', () => {
    expect(fixedColumns(1232, 384, 16)).toEqual({ column: 384, columnCount: 3 });
    expect(fixedColumns(343, 384, 16)).toEqual({ column: 343, columnCount: 1 });
  });
});

describe('filledColumns', () => {
  const spanned = ({ column, columnCount }: { column: number; columnCount: number }, gutter: number) =>
    columnCount * column + (columnCount - 1) * gutter;

  it('spans the container edge to edge with the count nearest the column width', () => {
    const laptop = filledColumns(1232, 384, 8);
    expect(laptop.columnCount).toBe(3);
    expect(spanned(laptop, 8)).toBeCloseTo(1232, 6);
    const tablet = filledColumns(852, 384, 8);
    expect(tablet.columnCount).toBe(2);
    expect(tablet.column).toBe(422);
  });

  it('keeps at least the fewest columns asked for, narrowed: two on a 375px phone', () => {
    const phone = filledColumns(343, 384, 8, 2);
    expect(phone).toEqual({ column: 167.5, columnCount: 2 });
    expect(filledColumns(343, 384, 8).columnCount).toBe(1);
  });
});

describe('columnCountFor', () => {
  it('fits the spec grids into a 1200px page', () => {
    expect(columnCountFor(1200, 384, 16)).toBe(3);
    expect(columnCountFor(1200, 480, 16)).toBe(2);
    expect(columnCountFor(1200, 256, 16)).toBe(4);
    expect(columnCountFor(1320, 256, 8)).toBe(5);
    expect(columnCountFor(100, 480, 16)).toBe(1);
  });
});

describe('visibleTiles', () => {
  const layout = computeMasonryLayout(
    Array.from({ length: 30 }, () => 100),
    3,
    100,
    0,
  );

  it('returns only tiles overlapping the window', () => {
    // Rows of three tiles, 100px each: 250..350 touches rows 2 and 3.
    expect(visibleTiles(layout, 250, 350)).toEqual([6, 7, 8, 9, 10, 11]);
  });

  it('widens the window by the overscan', () => {
    expect(visibleTiles(layout, 250, 350, 100)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('keeps at most ~100 tiles for 10,000 items anywhere on the page', () => {
    const big = computeMasonryLayout(
      Array.from({ length: 10_000 }, (_, i) => 200 + ((i * 37) % 5) * 40),
      3,
      384,
      16,
    );
    for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
      const top = big.height * fraction;
      const count = visibleTiles(big, top, top + 900, 400).length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(100);
    }
  });
});

describe('shouldLoadMore', () => {
  it('fires once the viewport bottom passes 70% of the page', () => {
    expect(shouldLoadMore({ scrollTop: 0, viewportHeight: 1000, pageHeight: 5000 })).toBe(false);
    expect(shouldLoadMore({ scrollTop: 2499, viewportHeight: 1000, pageHeight: 5000 })).toBe(false);
    expect(shouldLoadMore({ scrollTop: 2500, viewportHeight: 1000, pageHeight: 5000 })).toBe(true);
  });

  it('fires when the page cannot scroll yet', () => {
    expect(shouldLoadMore({ scrollTop: 0, viewportHeight: 900, pageHeight: 600 })).toBe(true);
  });
});
