import { defineConfig } from 'vitest/config';

// `pnpm test:cluster`: three API processes on one PostgreSQL and one S3 store behind a proxy (cluster/).
// Outside the default test command: it starts its own servers and waits out a job's lease after a kill.
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
