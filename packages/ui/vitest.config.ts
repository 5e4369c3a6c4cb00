import { configDefaults, defineConfig } from 'vitest/config';

// Behaviour tests of components in jsdom (stories, and the hydration test in vitest.hydration.config.ts,
// run separately in a real browser).
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    globals: true,
    // One jsdom per worker process, not one per file (making it was a quarter of the run), and both cores:
    // Vitest's default leaves one of a 2-core machine's cores to itself.
    pool: 'vmForks',
    maxWorkers: 2,
    // A ceiling, not a measure: typing into a form takes seconds on a loaded machine.
    testTimeout: 20_000,
  },
});
