import { defineConfig } from 'vitest/config';

// A zone far from UTC, so date rules that confuse local and UTC days fail here.
process.env.TZ = 'Pacific/Auckland';

// Unit tests of the client's rules, session, transport and uploads in jsdom.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
  },
});
