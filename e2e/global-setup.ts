import { startServer } from './src/server.ts';

/**
 * Starts the API with the production web build on a free loopback port and a fresh data dir (demo content
 * seeded), hands its address to the journeys through LENSE_E2E_URL, and stops it afterwards.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer({ demo: 'small' });
  process.env.LENSE_E2E_URL = server.url;
  return server.stop;
}
