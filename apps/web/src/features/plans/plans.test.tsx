import { lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { AppRoutes } from '../../app/routes';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { formatTrialEnd } from './PlanSubscribePage';
import { PlansSelectPage } from './PlansSelectPage';

type Handler = NonNullable<MockHandlers>[number];

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
    const bodies: unknown[] = [];
    const recorder = http.post('*/api/subscriptions', async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }) as unknown as Handler;
    renderWithApp(<AppRoutes />, {
      path: '/plans/subscription-type-premium/subscribe',
      session: SIGNED_IN,
      handlers: [recorder],
    });
    expect(await screen.findByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start 30-day free trial' }));
    expect(await screen.findByText(/Your free trial runs until/)).toBeInTheDocument();
    expect(bodies).toEqual([{ subscription_type_id: 'subscription-type-premium' }]);
  });

  it('sends signed-out visitors of the subscribe page to /login', async () => {
    const app = renderWithApp(<AppRoutes />, { path: '/plans/subscription-type-basic/subscribe' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(app.session.getSnapshot().open_on_login).toBe('/plans/subscription-type-basic/subscribe');
  });

  it('formats the end of a trial the same in every time zone', () => {
    expect(formatTrialEnd('2026-02-01T00:00:00.000Z')).toBe('1 February 2026');
  });
});
