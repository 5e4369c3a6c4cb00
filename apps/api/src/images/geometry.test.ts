import { describe, expect, it } from 'vitest';
import { placementToPixels } from './geometry.ts';

describe('placementToPixels', () => {
  it('reads positions and sizes as percent of the image', () => {
    expect(placementToPixels({ top: 10, left: 50, height: 20, width: 25 }, 4000, 3000)).toEqual({
      top: 300,
      left: 2000,
      height: 600,
      width: 1000,
    });
  });

  it('cuts a box that reaches past the edges and keeps at least one pixel', () => {
    expect(placementToPixels({ top: 90, left: 80, height: 50, width: 50 }, 100, 100)).toEqual({
      top: 90,
      left: 80,
      height: 10,
      width: 20,
    });
    expect(placementToPixels({ top: 100, left: 100, height: 0.001, width: 0.001 }, 100, 100)).toEqual({
      top: 99,
      left: 99,
      height: 1,
      width: 1,
    });
  });
});
