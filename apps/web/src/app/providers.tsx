import type { LenseClient, SessionStore } from '@lense/api-client';
import { LenseClientProvider } from '@lense/api-client/hooks';
import { ThemeProvider, Toaster } from '@lense/ui';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { SessionProvider } from '../lib/session';

export interface AppProvidersProps {
  session: SessionStore;
  /** The typed client the screens' hooks call; it must use `session`. */
  client: LenseClient;
  /** SWR options (an isolated cache for a story or a test). */
  swr?: SWRConfiguration;
  children?: ReactNode;
}

/** Theme, notifications, session and the typed client for everything below. */
export function AppProviders({ session, client, swr, children }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <SessionProvider store={session}>
        <LenseClientProvider client={client} swr={swr}>
          {children}
          <Toaster />
        </LenseClientProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
