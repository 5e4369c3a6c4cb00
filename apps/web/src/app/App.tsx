import { createSessionStore } from '@lense/api-client';
import { Spinner } from '@lense/ui';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useShellMessages } from '../i18n/shellMessages';
import { createAppClient } from '../lib/client';
import { lazyScreen } from '../lib/lazyScreen';
import { currentSiteName } from '../lib/siteHost';
import { AppProviders } from './providers';
import { AppRoutes, preloadScreensAt } from './routes';

const session = createSessionStore();
const client = createAppClient(session);

// Opened at `{name}.{app host}`, the app shows that published site instead of its routes.
const siteAtAddress = currentSiteName();

// A site's routes come with its page, in one chunk: the app's first load does not carry them.
const PublishedSiteRoutes = lazyScreen(() =>
  import('./PublishedSiteRoutes').then((m) => m.PublishedSiteRoutes),
);

/**
 * Loads what the page's address shows first: the published site, or the route's screens. Settles when they
 * are here or failed to load (the app then shows its own error when it renders them).
 */
export function preloadFirstScreen(): Promise<unknown> {
  return siteAtAddress
    ? PublishedSiteRoutes.preload().catch(() => {})
    : preloadScreensAt(window.location.pathname);
}

/** Props of {@link App}. */
export interface AppProps {
  /** The published site to show instead of the app; defaults to the one the page's address names. */
  siteName?: string | null;
}

/** The Lense web app, or the published site its address names. */
export function App({ siteName = siteAtAddress }: AppProps = {}) {
  const t = useShellMessages();
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        {siteName ? (
          // A site has one page (and its checkout); the router keeps the photo open in its viewer in the address.
          <Suspense fallback={<Spinner size="large" label={t('loadingSite')} />}>
            <PublishedSiteRoutes name={siteName} />
          </Suspense>
        ) : (
          <AppRoutes />
        )}
      </BrowserRouter>
    </AppProviders>
  );
}
