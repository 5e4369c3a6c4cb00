import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { buildSync, type Loader, type Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

const styledDefaultImport =
  /import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{([^}]*)\})?\s*from\s*(['"])styled-components\3/g;

/**
 * styled-components ships only CommonJS for Node, where a default import is `module.exports` itself, not
 * `styled` (`styled.div is not a function` under Node ESM, and in a CJS build of a `"type": "module"`
 * package). Sources keep the idiomatic `import styled, { css } from 'styled-components'`; the build turns
 * the default into the named `styled` export (there since 6.0), which resolves the same everywhere.
 */
const styledDefaultAsNamed: Plugin = {
  name: 'styled-default-as-named',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('styled-components')) return undefined;
      const contents = source.replace(
        styledDefaultImport,
        (_match, local: string, named = '', quote: string) => {
          const names = named.trim() ? `, ${named.trim()}` : '';
          return `import { styled as ${local}${names} } from ${quote}styled-components${quote}`;
        },
      );
      const loader: Loader = args.path.endsWith('x') ? 'tsx' : 'ts';
      return { contents, loader };
    });
  },
};

/** The public entries: the barrel and the subpaths listed in package.json `exports`. */
const publicEntries = {
  index: 'src/index.ts',
  masonry: 'src/masonry.ts',
  'photo-viewer': 'src/photo-viewer.ts',
  qr: 'src/qr.ts',
};

/**
 * Every component folder (and the theme) is an extra ESM entry. esbuild's code splitting then emits one
 * chunk per folder and `index.js` only re-exports them, so with `sideEffects: false` a bundler drops the
 * modules a consumer does not use, top-level `styled.x` / `forwardRef` calls and all. A single bundled
 * file would keep them: those calls are not known to be pure. These files are not in `exports`.
 */
const reachable = new Set(
  Object.keys(
    buildSync({
      entryPoints: Object.values(publicEntries),
      bundle: true,
      packages: 'external',
      metafile: true,
      write: false,
      outdir: 'out',
      logLevel: 'silent',
    }).metafile.inputs,
  ),
);
const folderEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      // Only folders the public entries use (not, say, story helpers).
      const index = ['index.ts', 'index.tsx']
        .map((file) => `src/${entry.name}/${file}`)
        .find((file) => existsSync(file) && reachable.has(file));
      return index ? [[`${entry.name}/index`, index]] : [];
    }),
);

// The published build: ESM + CJS with matching declarations (.d.ts / .d.cts). Declarations need the
// TypeScript compiler API, which TypeScript 7 no longer has: this package pins typescript@6 for tsup
// while the workspace type-checks with TypeScript 7 (see docs/adr/0002-ui-package-build.md).
export default defineConfig({
  entry: { ...publicEntries, ...folderEntries },
  format: ['esm', 'cjs'],
  dts: { entry: publicEntries, compilerOptions: { composite: false } },
  tsconfig: 'tsconfig.build.json',
  target: 'es2022',
  platform: 'browser',
  // tsup's default: ESM entries share chunks (code splitting), CJS entries are self-contained (its CJS
  // splitting goes through a sucrase pass that would push the 'use client' banner below helpers).
  sourcemap: false,
  clean: true,
  // Every module of the design system is a client module for React Server Components frameworks.
  banner: { js: "'use client';" },
  // Peers and dependencies are resolved by the consumer, never bundled.
  external: [
    'react',
    'react-dom',
    'styled-components',
    /^react\//,
    /^react-dom\//,
    /^@radix-ui\//,
    'react-window',
    'qrcode',
  ],
  esbuildPlugins: [styledDefaultAsNamed],
  esbuildOptions(options, { format }) {
    // Left for the consumer's bundler to replace: esbuild would bake 'development' into a browser build, and
    // development-only warnings would reach every production app.
    options.define = { ...options.define, 'process.env.NODE_ENV': 'process.env.NODE_ENV' };
    // CommonJS has no code splitting: one self-contained file per public entry.
    if (format === 'cjs') options.entryPoints = publicEntries;
    else options.chunkNames = '_chunks/[name]-[hash]';
  },
});
