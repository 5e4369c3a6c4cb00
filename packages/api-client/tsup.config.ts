import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** The public entries, as listed in package.json `exports`. */
const entry = { index: 'src/index.ts', hooks: 'src/hooks.ts', mocks: 'src/mocks.ts' };

/**
 * The hooks and mocks import the core through `../index`. Built, that import points at the published
 * root entry (`./index.js` / `./index.cjs`) instead of a second copy of it, so the session store,
 * `ApiError` (and `instanceof` checks) are the same objects whichever entry a consumer imports first.
 */
const coreAsSibling: Plugin = {
  name: 'core-as-sibling',
  setup(build) {
    const sibling = build.initialOptions.format === 'cjs' ? './index.cjs' : './index.js';
    build.onResolve({ filter: /^\.\.\/index$/ }, (args) =>
      /[\\/]src[\\/](hooks|mocks)[\\/]/.test(args.importer) ? { path: sibling, external: true } : undefined,
    );
  },
};

// ESM + CJS with matching declarations (.d.ts / .d.cts). Declarations need the TypeScript compiler API,
// which TypeScript 7 does not have: like @lense/ui, this package pins typescript@6 for tsup (and
// openapi-typescript) while the workspace type-checks with TypeScript 7 (docs/adr/0002-ui-package-build.md).
export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  dts: { entry, compilerOptions: { composite: false } },
  tsconfig: 'tsconfig.build.json',
  target: 'es2022',
  platform: 'neutral',
  sourcemap: false,
  clean: true,
  // Optional peers, resolved by the consumer: React and SWR for the hooks, msw for the mocks.
  external: ['react', 'react/jsx-runtime', 'swr', /^swr\//, 'msw', /^msw\//],
  esbuildPlugins: [coreAsSibling],
  // The hooks are client modules for React Server Components frameworks; the core and the mocks are not
  // (the core also runs on servers), so the directive goes on the hooks entry only.
  async onSuccess() {
    for (const file of ['dist/hooks.js', 'dist/hooks.cjs']) {
      const code = await readFile(file, 'utf8').catch(() => null);
      if (code !== null && !code.startsWith("'use client';")) await writeFile(file, `'use client';\n${code}`);
    }
  },
});
