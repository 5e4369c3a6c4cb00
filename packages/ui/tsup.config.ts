import { defineConfig } from 'tsup';

// The published build: ESM + CJS with matching declarations (.d.ts / .d.cts). Declarations need the
// TypeScript compiler API, which TypeScript 7 no longer has: this package pins typescript@6 for tsup
// while the workspace type-checks with TypeScript 7 (see docs/adr/0002-ui-package-build.md).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    masonry: 'src/masonry.ts',
    qr: 'src/qr.ts',
  },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { composite: false } },
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
});
