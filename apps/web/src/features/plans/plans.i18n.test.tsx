import { buildSubscription, buildSubscriptionType, lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { ClockProvider } from '../../lib/clock';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { PlanSubscribePage } from './PlanSubscribePage';
import { PlansSelectPage } from './PlansSelectPage';

// A fixed day, so whether a trial is still running never depends on the calendar.
const TODAY = () => new Date('2026-01-15T12:00:00Z');

/** The plans' names (they stay as the API names them) and the support address of the error view. */
const DATA = ['Basic', 'Premium', 'Gold', 'support@lense.app', '!'];
/** The premium price, written by `Intl`. */
const PRICE = /^Ksh [\d,]+$/;

const untranslated = () => untranslatedTexts(document.body, DATA).filter((text) => !PRICE.test(text));

const subscriptions = (list: ReturnType<typeof buildSubscription>[]) =>
  mockEndpoint('get', '/subscriptions', { populated: { subscriptions: list } });
const NEW_USER = subscriptions([]);
const ON_PREMIUM_TRIAL = subscriptions([
  buildSubscription({
    subscription_type_id: 'subscription-type-premium',
    subscription_type_name: 'premium',
    trial_ends_at: '2026-02-14T00:00:00.000Z',
  }),
]);

function renderPlans(
  handlers: MockHandlers = [],
  { signedIn = true, locale = 'pseudo' }: { signedIn?: boolean; locale?: DisplayLocale } = {},
) {
  return renderWithApp(
    <ClockProvider value={TODAY}>
      <PlansSelectPage />
    </ClockProvider>,
    { path: paths.plansSelect(), session: signedIn ? SIGNED_IN : undefined, handlers, locale },
  );
}

function renderSubscribe(
  handlers: MockHandlers = [],
  locale: DisplayLocale = 'pseudo',
  id = 'subscription-type-premium',
) {
  const page: ReactNode = (
    <Routes>
      <Route path={paths.planSubscribe.path} element={<PlanSubscribePage />} />
    </Routes>
  );
  return renderWithApp(page, { path: paths.planSubscribe(id), session: SIGNED_IN, handlers, locale });
}

const plansList = () => screen.findByRole('list', { name: '⟦Plàñš⟧' });

describe('the plans screens come from the catalogues', () => {
  it('the plans of a new user, of a user on a premium trial and of a visitor', async () => {
    const newUser = renderPlans([NEW_USER]);
    await plansList();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(untranslated()).toEqual([]);
    newUser.unmount();

    const onTrial = renderPlans([ON_PREMIUM_TRIAL]);
    await plansList();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(untranslated()).toEqual([]);
    onTrial.unmount();

    renderPlans([], { signedIn: false });
    await plansList();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(untranslated()).toEqual([]);
  });

  it('a plan the app does not describe', async () => {
    renderPlans([
      NEW_USER,
      mockEndpoint('get', '/subscription_types', {
        populated: {
          subscription_types: [
            buildSubscriptionType(),
            buildSubscriptionType({ id: 'subscription-type-gold', name: 'gold' }),
          ],
        },
      }),
    ]);
    const gold = within(await screen.findByRole('listitem', { name: 'Gold' }));
    // Ranked with Basic, the new user's plan: its card says it is included.
    expect(gold.getByText(/^⟦Îñçlûdéd/)).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('the plans while they load, when none is offered and when they fail', async () => {
    const loading = renderPlans([lenseMocks.subscriptionTypes({ variant: 'slow' })]);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    loading.unmount();

    const empty = renderPlans([NEW_USER, lenseMocks.subscriptionTypes({ variant: 'empty' })]);
    await waitFor(() => expect(document.querySelector('[data-ui="EmptyState"]')).not.toBeNull());
    expect(untranslated()).toEqual([]);
    empty.unmount();

    renderPlans([lenseMocks.subscriptionTypes({ variant: 'error' })]);
    await waitFor(() => expect(document.querySelector('[data-ui="ErrorView"]')).not.toBeNull());
    expect(untranslated()).toEqual([]);
  });

  it('subscribing to a plan, on a trial or paid, and when it fails', async () => {
    const trial = renderSubscribe();
    fireEvent.click(await screen.findByRole('button'));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(untranslated()).toEqual([]);
    trial.unmount();

    const paid = renderSubscribe([
      mockEndpoint('post', '/subscriptions', {
        populated: { subscription: buildSubscription({ status: 'active', trial_ends_at: null }) },
        status: 201,
      }),
    ]);
    fireEvent.click(await screen.findByRole('button'));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(untranslated()).toEqual([]);
    paid.unmount();

    renderSubscribe([lenseMocks.subscribe({ variant: 'error' })]);
    fireEvent.click(await screen.findByRole('button'));
    await screen.findByRole('alert');
    await waitFor(() => expect(untranslated()).toEqual([]));
  });

  it('the subscribe page while it loads, when it fails and for an unknown plan', async () => {
    const loading = renderSubscribe([lenseMocks.subscriptionTypes({ variant: 'slow' })]);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    loading.unmount();

    const failed = renderSubscribe([lenseMocks.subscriptionTypes({ variant: 'error' })]);
    await waitFor(() => expect(document.querySelector('[data-ui="ErrorView"]')).not.toBeNull());
    expect(untranslated()).toEqual([]);
    failed.unmount();

    renderSubscribe([], 'pseudo', 'no-such-plan');
    await waitFor(() => expect(document.querySelector('[data-ui="NotFound"]')).not.toBeNull());
    expect(untranslated()).toEqual([]);
  });
});

describe('the plans screens in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('the plans, their prices and their actions', async () => {
    renderPlans([NEW_USER], { locale: 'sw' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chagua mpango wako' })).toBeInTheDocument();
    const basic = within(await screen.findByRole('listitem', { name: 'Basic' }));
    const premium = within(screen.getByRole('listitem', { name: 'Premium' }));
    expect(basic.getByText('Mpango wa sasa')).toBeInTheDocument();
    expect(basic.getByText('Bure')).toBeInTheDocument();
    expect(premium.getByText('Ksh 1,500')).toBeInTheDocument();
    expect(premium.getByText('kwa mwezi')).toBeInTheDocument();
    expect(premium.getByText('Baada ya majaribio ya bure ya siku 30')).toBeInTheDocument();
    expect(premium.getByRole('link', { name: 'Panda hadi Premium' })).toBeInTheDocument();
  });

  it('subscribing, the trial ending on a Kiswahili date', async () => {
    renderSubscribe([], 'sw');
    fireEvent.click(await screen.findByRole('button', { name: 'Anza majaribio ya bure ya siku 30' }));
    expect(await screen.findByRole('heading', { name: 'Uko kwenye mpango wa Premium' })).toBeInTheDocument();
    expect(screen.getByText('Majaribio yako ya bure yanaendelea hadi 1 Februari 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nenda kwenye albamu zako' })).toBeInTheDocument();
  });
});
