import type { Session } from '@lense/api-client';
import { toast } from '@lense/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { LocaleScope } from '../i18n/LocaleScope';
import type { DisplayLocale } from '../i18n/messageTypes';
import { createMemorySessionStore } from '../lib/session';
import { SPEC_TIMING, type Timing, TimingProvider } from '../lib/timing';
import { createMockClient, type MockHandlers } from './mockClient';
import { ISOLATED_SWR } from './swr';

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}${location.hash}`;
  return null;
}

/** Renders `ui` (or any routes) with the app's providers in a memory router at `path`. */
export function renderWithApp(
  ui: ReactNode,
  options: {
    path?: string;
    session?: Partial<Session>;
    /** msw handlers answering before the populated mocks of every endpoint. */
    handlers?: MockHandlers;
    /** Delays other than the spec's, e.g. an undo window held open or closed at once. */
    timing?: Partial<Timing>;
    /** The language shown (its catalogues loaded first); default the reader's, English in tests. */
    locale?: DisplayLocale;
  } = {},
) {
  toast.dismiss();
  const session = createMemorySessionStore(options.session);
  const client = createMockClient(session, options.handlers);
  const result = render(
    <TimingProvider value={{ ...SPEC_TIMING, ...options.timing }}>
      <LocaleScope locale={options.locale}>
        <AppProviders client={client} swr={ISOLATED_SWR}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </AppProviders>
      </LocaleScope>
    </TimingProvider>,
  );
  return { ...result, session, client, location: () => lastLocation };
}
