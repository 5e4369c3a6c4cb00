import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Biome refuses a circle of files; this refuses a circle of folders, which no file circle shows: `spaces/`
// importing `media/` while `media/` imports `guests/` and `guests/` imports `spaces/` puts three folders on
// one floor, and the layers of the README stop being true.
const SRC = join(import.meta.dirname, '..', 'src');

/** Every source file under `src`, tests and declarations left out, as a path relative to `src`. */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const source = entry.name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(entry.name);
    return source ? [relative(SRC, path)] : [];
  });
}

/** A file's folder under `src`, or the file itself when it sits at the root. */
const folderOf = (path: string) => path.split('/')[0]!;

/** Which folder imports which, each arrow with the first import that draws it. */
function folderImports(): Map<string, Map<string, string>> {
  const arrows = new Map<string, Map<string, string>>();
  for (const file of sourceFiles()) {
    const text = readFileSync(join(SRC, file), 'utf8');
    for (const [, target] of text.matchAll(/from '(\.[^']+)'/g)) {
      const from = folderOf(file);
      const to = folderOf(normalize(join(dirname(file), target!)));
      if (from === to || to.startsWith('..')) continue;
      const out = arrows.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${file} imports ${target}`);
      arrows.set(from, out);
    }
  }
  return arrows;
}

/** A path of imports from `start` back to itself through other folders, or null. */
function loopThrough(arrows: Map<string, Map<string, string>>, start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (folder: string, path: string[]): string[] | null => {
    for (const [next, why] of arrows.get(folder) ?? []) {
      if (next === start) return [...path, why];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, why]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, []);
}

describe("the API's folders", () => {
  it('import each other in one direction only: no folder reaches itself through others', () => {
    const arrows = folderImports();
    const loops = [...arrows.keys()].flatMap((folder) => {
      const loop = loopThrough(arrows, folder);
      return loop ? [`${folder}: ${loop.join(' → ')}`] : [];
    });
    expect(loops).toEqual([]);
  });

  it('are read: the known arrows are found', () => {
    const arrows = folderImports();
    expect(arrows.get('routes')?.has('spaces')).toBe(true);
    expect(arrows.get('derive')?.has('guests')).toBe(true);
  });
});
