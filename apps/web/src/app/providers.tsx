import type { LenseClient } from '@lense/api-client';
import { LenseClientProvider } from '@lense/api-client/hooks';
import { LinkProvider, ThemeProvider } from '@lense/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import type { SWRConfiguration } from 'swr';
import { UiLocale } from '../i18n/UiLocale';
import { useColorScheme } from '../lib/colorScheme';
import { RouterLink } from '../lib/routerLink';
import { useSessionWatch } from '../lib/session';

export interface AppProvidersProps {
  /** The typed client the screens' hooks call; its session store is the app's session. */
  client: LenseClient;
  /** SWR options (an isolated cache for a story or a test). */
  swr?: SWRConfiguration;
  children?: ReactNode;
}

// No page shows a toast as it opens: the toasts' renderer loads beside the first screen, not before it. The
// store keeps a toast raised meanwhile, and the renderer shows it when it mounts.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Watches the session for expiry while the app is mounted. */
function SessionWatch() {
  useSessionWatch();
  return null;
}

/**
 * Theme (in the colour scheme chosen in Settings), the language's texts, the router's links for the design
 * system's own links, notifications and the typed client for everything below.
 */
export function AppProviders({ client, swr, children }: AppProvidersProps) {
  const colorScheme = useColorScheme();
  return (
    <ThemeProvider colorScheme={colorScheme}>
      <UiLocale>
        <LenseClientProvider client={client} swr={swr}>
          <SessionWatch />
          <LinkProvider component={RouterLink}>{children}</LinkProvider>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </LenseClientProvider>
      </UiLocale>
    </ThemeProvider>
  );
}
