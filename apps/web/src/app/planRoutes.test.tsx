import { screen } from '@testing-library/react';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';

describe('plans', () => {
  // The whole app loads its lazy screens here, which takes a few seconds in jsdom.
  it('sends signed-out visitors of the subscribe page to /login', { timeout: 20_000 }, async () => {
    const app = renderWithApp(<AppRoutes />, { path: '/plans/subscription-type-basic/subscribe' });
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(app.session.getSnapshot().open_on_login).toBe('/plans/subscription-type-basic/subscribe');
  });
});
