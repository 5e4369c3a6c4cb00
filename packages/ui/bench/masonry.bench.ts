// Masonry benchmark: mounted tiles for 10,000 items at several scroll positions, and the time to
// lay out 100,000 items. Run with `pnpm --filter @lense/ui bench` (Node strips the types).
import { columnCountFor, computeMasonryLayout, visibleTiles } from '../src/Masonry/layout.ts';

const VIEWPORTS = [
  { width: 1200, height: 900 },
  { width: 2560, height: 1440 },
];
const VIEWPORT = VIEWPORTS[0]!;
const OVERSCAN = 400; // the component's default
const MAX_MOUNTED = 100;
const TARGET_MS = 30;

/** Deterministic photo heights at a 384px column: portrait, square and landscape mixes. */
function heightsFor(count: number, columnWidth: number): Float64Array {
  const ratios = [0.75, 1, 1.33, 0.66, 1.5, 0.8];
  const heights = new Float64Array(count);
  for (let i = 0; i < count; i++) heights[i] = Math.round(columnWidth * ratios[(i * 7) % ratios.length]!);
  return heights;
}

const grids = [
  { name: 'photos', columnWidth: 384, gutter: 16 },
  { name: 'sites', columnWidth: 480, gutter: 16 },
  { name: 'icons', columnWidth: 256, gutter: 16 },
  { name: 'collection spaces', columnWidth: 256, gutter: 8 },
];

let failed = false;
for (const VIEWPORT of VIEWPORTS) {
  console.log(
    `Mounted tiles, 10,000 items, viewport ${VIEWPORT.width}x${VIEWPORT.height}, overscan ${OVERSCAN}px`,
  );
  for (const grid of grids) {
    const columns = columnCountFor(VIEWPORT.width, grid.columnWidth, grid.gutter);
    const layout = computeMasonryLayout(
      heightsFor(10_000, grid.columnWidth),
      columns,
      grid.columnWidth,
      grid.gutter,
    );
    const counts = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1].map((fraction) => {
      const top = Math.max(0, layout.height * fraction - (fraction === 1 ? VIEWPORT.height : 0));
      return {
        at: `${Math.round(fraction * 100)}%`,
        mounted: visibleTiles(layout, top, top + VIEWPORT.height, OVERSCAN).length,
      };
    });
    const max = Math.max(...counts.map((c) => c.mounted));
    if (max > MAX_MOUNTED) failed = true;
    console.log(
      `  ${grid.name.padEnd(18)} ${columns} columns  ${counts.map((c) => `${c.at}: ${c.mounted}`).join('  ')}  max ${max} ${max <= MAX_MOUNTED ? 'ok' : 'OVER'}`,
    );
  }
}

const big = heightsFor(100_000, 384);
const columns = columnCountFor(VIEWPORT.width, 384, 16);
for (let i = 0; i < 5; i++) computeMasonryLayout(big, columns, 384, 16); // warm up the JIT
const runs: number[] = [];
for (let i = 0; i < 15; i++) {
  const start = performance.now();
  computeMasonryLayout(big, columns, 384, 16);
  runs.push(performance.now() - start);
}
runs.sort((a, b) => a - b);
const median = runs[Math.floor(runs.length / 2)]!;
if (median > TARGET_MS) failed = true;
console.log(
  `Layout of 100,000 items (${columns} columns): median ${median.toFixed(2)} ms over ${runs.length} runs ` +
    `(min ${runs[0]!.toFixed(2)}, max ${runs[runs.length - 1]!.toFixed(2)}), target <= ${TARGET_MS} ms ${median <= TARGET_MS ? 'ok' : 'OVER'}`,
);
process.exitCode = failed ? 1 : 0;
