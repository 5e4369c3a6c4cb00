import type { LenseClient } from '@lense/api-client';
import { LenseClientProvider } from '@lense/api-client/hooks';
import { ThemeProvider, Toaster } from '@lense/ui';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { useColorScheme } from '../lib/colorScheme';
import { useSessionWatch } from '../lib/session';

export interface AppProvidersProps {
  /** The typed client the screens' hooks call; its session store is the app's session. */
  client: LenseClient;
  /** SWR options (an isolated cache for a story or a test). */
  swr?: SWRConfiguration;
  children?: ReactNode;
}

/** Watches the session for expiry while the app is mounted. */
function SessionWatch() {
  useSessionWatch();
  return null;
}

/** Theme (in the colour scheme chosen in Settings), notifications and the typed client for everything below. */
export function AppProviders({ client, swr, children }: AppProvidersProps) {
  const colorScheme = useColorScheme();
  return (
    <ThemeProvider colorScheme={colorScheme}>
      <LenseClientProvider client={client} swr={swr}>
        <SessionWatch />
        {children}
        <Toaster />
      </LenseClientProvider>
    </ThemeProvider>
  );
}
