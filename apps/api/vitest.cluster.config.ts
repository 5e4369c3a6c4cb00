import { defineConfig } from 'vitest/config';

// `pnpm test:cluster`: three API processes on one PostgreSQL and one S3 store behind a proxy (cluster/).
// Its own run (scripts/test.sh calls it after the unit tests): it starts its own servers and waits out a
// job's lease after a kill, so it must not share a run with the API's other files.
export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['cluster/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
