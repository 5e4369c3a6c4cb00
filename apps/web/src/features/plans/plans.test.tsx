import { lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppRoutes } from '../../app/routes';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { recordRequests } from '../../testing/requests';
import { formatTrialEnd, PlanSubscribePage } from './PlanSubscribePage';
import { PlansSelectPage } from './PlansSelectPage';

describe('plans', () => {
  it('lists the plans, each linking to its subscribe page', async () => {
    renderWithApp(<PlansSelectPage />, { path: '/plans/select', session: SIGNED_IN });
    expect(await screen.findByRole('link', { name: 'Choose Premium' })).toHaveAttribute(
      'href',
      '/plans/subscription-type-premium/subscribe',
    );
    expect(screen.getByRole('link', { name: 'View Basic' })).toHaveAttribute(
      'href',
      '/plans/subscription-type-basic/subscribe',
    );
  });

  it("shows 'Failed to fetch sample subscription_types' when the plans cannot be read", async () => {
    renderWithApp(<PlansSelectPage />, {
      path: '/plans/select',
      session: SIGNED_IN,
      handlers: [lenseMocks.subscriptionTypes({ variant: 'error' })],
    });
    expect(await screen.findByText('Failed to fetch sample subscription_types')).toBeInTheDocument();
  });

  it('shows the plan name and subscribes to it, starting the trial', async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(
      <Routes>
        <Route path={paths.planSubscribe.path} element={<PlanSubscribePage />} />
      </Routes>,
      {
        path: '/plans/subscription-type-premium/subscribe',
        session: SIGNED_IN,
        handlers: [handler],
      },
    );
    expect(await screen.findByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start 30-day free trial' }));
    expect(await screen.findByText(/Your free trial runs until/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { subscription_type_id: 'subscription-type-premium' },
    ]);
  });

  // The whole app loads its lazy screens here, which takes a few seconds in jsdom.
  it('sends signed-out visitors of the subscribe page to /login', { timeout: 20_000 }, async () => {
    const app = renderWithApp(<AppRoutes />, { path: '/plans/subscription-type-basic/subscribe' });
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(app.session.getSnapshot().open_on_login).toBe('/plans/subscription-type-basic/subscribe');
  });

  it('formats the end of a trial the same in every time zone', () => {
    expect(formatTrialEnd('2026-02-01T00:00:00.000Z')).toBe('1 February 2026');
  });
});
