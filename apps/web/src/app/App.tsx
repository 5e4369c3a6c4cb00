import { createSessionStore } from '@lense/api-client';
import { BrowserRouter } from 'react-router-dom';
import { createAppClient } from '../lib/client';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

const session = createSessionStore();
const client = createAppClient(session);

/** The Lense web app. */
export function App() {
  return (
    <AppProviders session={session} client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
