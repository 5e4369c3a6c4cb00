import { createContext, type ReactNode, useContext } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { LenseClient } from '../index';

const LenseClientContext = createContext<LenseClient | null>(null);

/** Props of {@link LenseClientProvider}. */
export interface LenseClientProviderProps {
  /** The client the hooks call (from `createLenseClient`). */
  client: LenseClient;
  /**
   * SWR options for the hooks below (e.g. `{ provider: () => new Map() }` for an isolated cache in a
   * test or a story). Without it the surrounding SWR configuration applies.
   */
  swr?: SWRConfiguration | undefined;
  children?: ReactNode | undefined;
}

/** Makes `client` (and optionally an SWR configuration) available to the Lense hooks. */
export function LenseClientProvider({ client, swr, children }: LenseClientProviderProps) {
  const provided = <LenseClientContext.Provider value={client}>{children}</LenseClientContext.Provider>;
  return swr ? <SWRConfig value={swr}>{provided}</SWRConfig> : provided;
}

/** The client of the nearest {@link LenseClientProvider}. */
export function useLenseClient(): LenseClient {
  const client = useContext(LenseClientContext);
  if (!client) throw new Error('useLenseClient must be used inside <LenseClientProvider>');
  return client;
}
