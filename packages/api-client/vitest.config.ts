import { defineConfig } from 'vitest/config';

// A zone far from UTC, so date rules that confuse local and UTC days fail here.
process.env.TZ = 'Pacific/Auckland';

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        // Unit tests of the client's rules, session, transport, uploads and hooks in jsdom (HTTP mocked with msw).
        extends: true,
        // One jsdom per worker process, not one per file, on both cores (see the web app's config).
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          pool: 'vmForks',
          maxWorkers: 2,
          setupFiles: ['./test/setup/webStreams.ts'],
        },
      },
      {
        // Every endpoint function against the real API, built in-process on PGlite and listening on a port.
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['test/contract/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
