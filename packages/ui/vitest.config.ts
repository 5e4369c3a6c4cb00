import { defineConfig } from 'vitest/config';

// Behaviour tests of components in jsdom (stories run separately in a real browser).
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    globals: true,
  },
});
