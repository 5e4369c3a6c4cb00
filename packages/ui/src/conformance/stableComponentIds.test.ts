// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const src = join(import.meta.dirname, '..');

/** The package's modules, without tests and stories (they never reach a consumer). */
const modules = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  .map((file) => join(src, file));

/** `const Name = styled.tag` or `const Name = styled(Component)`, and what follows it. */
const styledDeclaration =
  /const (\w+) = styled(?:\.\w+|\([\w.]+\))(\s*\.withConfig\(\{\s*componentId:\s*'([^']+)',?\s*\}\))?/g;

describe('styled components', () => {
  // Without an id of its own, a styled component's class names come from a counter of the styled
  // components created before it: a server that imports the whole package and a browser bundle that
  // keeps only some count differently, and hydration fails.
  it('each have a componentId of their own, named after their folder and themselves', () => {
    const missing: string[] = [];
    const ids = new Map<string, string>();
    for (const file of modules) {
      const folder = relative(src, file).split(/[\\/]/)[0];
      for (const [, name, withConfig, id] of readFileSync(file, 'utf8').matchAll(styledDeclaration)) {
        const where = `${relative(src, file)} ${name}`;
        if (!withConfig) missing.push(where);
        else if (id !== `lense-${folder}-${name}` || ids.has(id as string)) missing.push(`${where}: ${id}`);
        else ids.set(id as string, where);
      }
    }
    expect(missing).toEqual([]);
    expect(ids.size).toBeGreaterThan(100);
  });
});
