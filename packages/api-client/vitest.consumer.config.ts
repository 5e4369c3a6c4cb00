import { defineConfig } from 'vitest/config';

// The published-package test: packs the built @lense/api-client (`pnpm run test:consumer` builds first),
// installs the tarball with npm into a fresh app and uses it from Node (apart from the jsdom unit tests).
export default defineConfig({
  test: {
    name: 'consumer',
    environment: 'node',
    include: ['test/consumer.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
