import { defineConfig } from 'vitest/config';

// Integration tests over HTTP (inject) against PGlite and a real PostgreSQL that the global setup starts.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/setup/global.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
