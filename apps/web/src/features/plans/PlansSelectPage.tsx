import { FREE_TRIAL_DAYS, type SubscriptionType, titleCase } from '@lense/api-client';
import { useSubscriptions, useSubscriptionTypes } from '@lense/api-client/hooks';
import { EmptyState, ErrorView, media, Spinner, vars } from '@lense/ui';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ButtonLink';
import { PageLead, PageTitle } from '../../components/Page';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/faq';

/** Error view message when the plans cannot be read (spec, error catalogue). */
export const PLANS_FAILED = 'Failed to fetch sample subscription_types';

const Main = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${vars.space[7]} ${vars.space[4]};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tabletUp} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`;

const Plan = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
  &[data-current] {
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 1px ${vars.color.primary}, ${vars.shadow.sm};
  }
  h2 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text};
  }
  p {
    margin: 0;
    flex: 1;
    color: ${vars.color.textMuted};
  }
`;

const Current = styled.span`
  align-self: flex-start;
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} 0;
`;

function PlanCard({ plan, current }: { plan: SubscriptionType; current: boolean }) {
  const name = titleCase(plan.name);
  return (
    <Plan data-current={current ? '' : undefined} aria-label={name}>
      <h2>{name}</h2>
      {current ? <Current>Your plan</Current> : null}
      <p>Start with a {FREE_TRIAL_DAYS}-day free trial. Support 24/7 via chat, e-mail and phone.</p>
      <ButtonLink to={paths.planSubscribe(plan.id)} $variant={current ? 'secondary' : 'primary'}>
        {current ? `View ${name}` : `Choose ${name}`}
      </ButtonLink>
    </Plan>
  );
}

/** /plans/select: every plan; choosing one opens its subscribe page. */
export function PlansSelectPage() {
  const plans = useSubscriptionTypes();
  const subscriptions = useSubscriptions();
  const currentIds = new Set((subscriptions.data ?? []).map((s) => s.subscription_type_id));

  let content: React.ReactNode;
  if (plans.isLoading) {
    content = (
      <Centered>
        <Spinner size="large" label="Loading plans" />
      </Centered>
    );
  } else if (plans.error) {
    content = (
      <ErrorView message={PLANS_FAILED} supportEmail={SUPPORT_EMAIL} onReload={() => void plans.mutate()} />
    );
  } else if (!plans.data?.length) {
    content = <EmptyState description="No plans are offered at the moment." />;
  } else {
    content = (
      <Grid aria-label="Plans">
        {plans.data.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={currentIds.has(plan.id)} />
        ))}
      </Grid>
    );
  }

  return (
    <Main>
      <PageTitle>Choose your plan</PageTitle>
      <PageLead>Every plan starts with a {FREE_TRIAL_DAYS}-day free trial.</PageLead>
      {content}
    </Main>
  );
}
