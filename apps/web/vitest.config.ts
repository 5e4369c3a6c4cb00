import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { icuCatalogues } from './plugins/icu-catalogues.ts';

// Behaviour and routing tests in jsdom (screens run as stories separately, in a real browser).
export default defineConfig({
  plugins: [react(), icuCatalogues()],
  resolve: { conditions: ['@lense/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    globals: true,
    // One jsdom per worker process, not one per file (making it was a quarter of the run), and both cores:
    // Vitest's default leaves one of a 2-core machine's cores to itself.
    pool: 'vmForks',
    maxWorkers: 2,
    // Longer than the 12 s wait for lazy screens, so a slow first transform fails on the wait, not the test.
    testTimeout: 30_000,
  },
});
