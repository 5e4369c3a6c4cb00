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
  },
});
