import type { SessionStore } from '@lense/api-client';
import { ThemeProvider, Toaster } from '@lense/ui';
import type { ReactNode } from 'react';
import { ApiProvider, type LenseApi } from '../lib/api-context';
import { SessionProvider } from '../lib/session';

export interface AppProvidersProps {
  session: SessionStore;
  api: LenseApi;
  children?: ReactNode;
}

/** Theme, notifications, session and API for everything below. */
export function AppProviders({ session, api, children }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <SessionProvider store={session}>
        <ApiProvider api={api}>
          {children}
          <Toaster />
        </ApiProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
