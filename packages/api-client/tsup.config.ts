import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];
type TsupPlugin = NonNullable<Options['plugins']>[number];

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

/** A default import of an external package in the CommonJS output, with esbuild's Node-mode flag. */
const nodeModeInterop = /__toESM\((require\((["'])[^"']+\2\)), 1\)/g;

/**
 * The sources are ESM in a `"type": "module"` package, so esbuild compiles `import useSWR from 'swr'`
 * for the CJS output as Node would run an ESM file importing CommonJS: `__toESM(require('swr'), 1)`,
 * whose `default` is `module.exports` itself. But `require('swr')` (and `swr/mutation`, `swr/infinite`)
 * loads SWR's CommonJS build, compiled from ESM: `exports.default` is the hook and `__esModule` is set.
 * The hooks then threw `(0, import_swr.default) is not a function` under `require`. Without the flag,
 * `__toESM` honours `__esModule` (the `esModuleInterop` convention), which is right for every external
 * `require` of the CJS output: a package without `__esModule` still gets `module.exports` as its
 * default. The ESM output is untouched (Node and bundlers load SWR's ESM build there). Checked from the
 * packed tarball by test/consumer.test.ts.
 */
const cjsDefaultInterop: TsupPlugin = {
  name: 'cjs-default-interop',
  renderChunk(code) {
    if (this.format !== 'cjs') return undefined;
    return { code: code.replace(nodeModeInterop, '__toESM($1)') };
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
  plugins: [cjsDefaultInterop],
  // The hooks are client modules for React Server Components frameworks; the core and the mocks are not
  // (the core also runs on servers), so the directive goes on the hooks entry only.
  async onSuccess() {
    for (const file of ['dist/hooks.js', 'dist/hooks.cjs']) {
      const code = await readFile(file, 'utf8').catch(() => null);
      if (code !== null && !code.startsWith("'use client';")) await writeFile(file, `'use client';\n${code}`);
    }
  },
});
