import { createSessionStore } from '@lense/api-client';
import { BrowserRouter } from 'react-router-dom';
import { createAppApi } from '../lib/api-context';
import { createAppClient } from '../lib/client';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

const session = createSessionStore();
const api = createAppApi(session);
const client = createAppClient(session);

/** The Lense web app. */
export function App() {
  return (
    <AppProviders session={session} api={api} client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
