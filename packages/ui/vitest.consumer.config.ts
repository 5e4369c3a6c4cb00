import { configDefaults, defineConfig } from 'vitest/config';

// The published-package test: builds and packs @lense/ui, then uses the tarball from a fresh app in Node
// (kept apart from the jsdom component tests).
export default defineConfig({
  test: {
    name: 'consumer',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The example's test runs in Chromium (vitest.example.config.ts).
    exclude: [...configDefaults.exclude, 'test/**/*.browser.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
