import { buildSubscription, lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ClockProvider } from '../../lib/clock';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { recordRequests } from '../../testing/requests';
import { formatTrialEnd, PlanSubscribePage } from './PlanSubscribePage';
import { PlansSelectPage } from './PlansSelectPage';

describe('plans', () => {
  it("marks a new user's plan, Basic, and offers Premium with its price", async () => {
    renderWithApp(<PlansSelectPage />, {
      path: '/plans/select',
      session: SIGNED_IN,
      handlers: [mockEndpoint('get', '/subscriptions', { populated: { subscriptions: [] } })],
    });
    const basic = within(await screen.findByRole('listitem', { name: 'Basic' }));
    const premium = within(screen.getByRole('listitem', { name: 'Premium' }));
    expect(basic.getByText('Current plan')).toBeInTheDocument();
    expect(basic.getByText('Free')).toBeInTheDocument();
    expect(basic.queryByRole('link')).not.toBeInTheDocument();
    expect(premium.queryByText('Current plan')).not.toBeInTheDocument();
    expect(premium.getByText('Ksh 1,500')).toBeInTheDocument();
    expect(premium.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/plans/subscription-type-premium/subscribe',
    );
    // The two cards say different things.
    expect(basic.getByRole('list').textContent).not.toBe(premium.getByRole('list').textContent);
  });

  it('marks the plan of a trial that is still running, by the clock it is given', async () => {
    const premiumTrial = buildSubscription({
      subscription_type_id: 'subscription-type-premium',
      subscription_type_name: 'premium',
      trial_ends_at: '2026-02-14T00:00:00.000Z',
    });
    renderWithApp(
      <ClockProvider value={() => new Date('2026-01-15T00:00:00Z')}>
        <PlansSelectPage />
      </ClockProvider>,
      {
        path: '/plans/select',
        session: SIGNED_IN,
        handlers: [mockEndpoint('get', '/subscriptions', { populated: { subscriptions: [premiumTrial] } })],
      },
    );
    const premium = within(await screen.findByRole('listitem', { name: 'Premium' }));
    expect(premium.getByText('Current plan')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Basic' })).getByText('Included in your Premium plan'),
    ).toBeInTheDocument();
  });

  it('marks no plan for a signed-out visitor and asks nothing of the subscriptions', async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<PlansSelectPage />, { path: '/plans/select', handlers: [handler] });
    expect(await screen.findByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain('/subscriptions');
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

  it('formats the end of a trial the same in every time zone', () => {
    expect(formatTrialEnd('2026-02-01T00:00:00.000Z')).toBe('1 February 2026');
  });
});
