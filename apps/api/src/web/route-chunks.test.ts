import { describe, expect, it } from 'vitest';
import { routeChunkFiles, type ViteManifest } from './route-chunks.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js', '_ui-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_ui-1.js': { file: 'assets/ui-1.js', imports: ['_react-1.js'] },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_ui-1.js', '_measure-1.js'] },
  '_measure-1.js': { file: 'assets/measure-1.js' },
  'src/Feed.tsx': { file: 'assets/Feed-1.js', imports: ['index.html', '_grid-1.js', '_react-1.js'] },
  'src/Layout.tsx': { file: 'assets/Layout-1.js', imports: ['index.html', '_measure-1.js'] },
};

describe('routeChunkFiles', () => {
  it("lists a route's chunks and their imports, without what the entry loads, each once", () => {
    expect(routeChunkFiles(manifest, ['src/Layout.tsx', 'src/Feed.tsx'])).toEqual([
      'assets/Layout-1.js',
      'assets/measure-1.js',
      'assets/Feed-1.js',
      'assets/grid-1.js',
    ]);
  });

  it('lists nothing for a module the build does not have', () => {
    expect(routeChunkFiles(manifest, ['src/Renamed.tsx'])).toEqual([]);
  });
});
