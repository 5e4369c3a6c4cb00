import type { Session } from '@lense/api-client';
import { toast } from '@lense/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import type { LenseApi } from '../lib/api-context';
import { createMemorySessionStore } from '../lib/session';
import { createFakeApi } from './fakes';

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}${location.hash}`;
  return null;
}

/** Renders `ui` (or any routes) with the app's providers in a memory router at `path`. */
export function renderWithApp(
  ui: ReactNode,
  options: { path?: string; session?: Partial<Session>; api?: Partial<LenseApi> } = {},
) {
  toast.dismiss();
  const session = createMemorySessionStore(options.session);
  const api = createFakeApi(options.api);
  const result = render(
    <AppProviders session={session} api={api}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, session, api, location: () => lastLocation };
}
