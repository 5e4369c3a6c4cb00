import { FREE_TRIAL_DAYS, type SubscriptionType } from '@lense/api-client';
import { useSubscriptions, useSubscriptionTypes } from '@lense/api-client/hooks';
import {
  EmptyState,
  ErrorView,
  formatKsh,
  PageHeader,
  PageLayout,
  Spinner,
  titleCase,
  vars,
} from '@lense/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ButtonLink';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/contact';
import { formatTag } from '../../i18n/formatTag';
import { useToday } from '../../lib/clock';
import { useSignedIn } from '../../lib/session';
import { currentPlanId, planDetails } from './planCatalogue';
import { usePlansMessages } from './plansMessages';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${vars.space[5]};
  max-width: 820px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Plan = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]} ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
  &[data-current] {
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 1px ${vars.color.primary}, ${vars.shadow.md};
  }
`;

const PlanHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  h2 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text};
  }
`;

const CurrentBadge = styled.span`
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[1]} ${vars.space[2]};
  margin: 0;
  color: ${vars.color.text};
  strong {
    font-size: ${vars.fontSize['3xl']};
    font-weight: ${vars.fontWeight.bold};
    line-height: ${vars.lineHeight.tight};
  }
  span {
    color: ${vars.color.textMuted};
  }
`;

const PriceNote = styled.p`
  margin: calc(-1 * ${vars.space[3]}) 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Summary = styled.p`
  margin: 0;
  color: ${vars.color.text};
`;

const Features = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding-block-start: ${vars.space[4]};
  padding-inline: 0;
  border-block-start: 1px solid ${vars.color.border};
  list-style: none;
  li {
    display: flex;
    gap: ${vars.space[2]};
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.normal};
  }
  svg {
    flex: none;
    margin-block-start: 2px;
    color: ${vars.color.success};
  }
`;

/** Where a card's call to action goes when the card has none: the same height, so the cards line up. */
const ActionNote = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  margin: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  text-align: center;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} 0;
`;

const CheckIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    aria-hidden="true"
  >
    <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** How a plan stands for the visitor. */
type Standing =
  /** Signed out, or the current plan is unknown. */
  | 'open'
  /** The signed-in user's plan. */
  | 'current'
  /** Above the user's plan. */
  | 'upgrade'
  /** Included in the user's higher plan. */
  | 'included';

function CallToAction({
  plan,
  name,
  standing,
  currentName,
}: {
  plan: SubscriptionType;
  name: string;
  standing: Standing;
  currentName?: string;
}) {
  const t = usePlansMessages();
  const details = planDetails(plan);
  if (standing === 'current') return <ActionNote>{t('action.onThisPlan')}</ActionNote>;
  if (standing === 'included') {
    return <ActionNote>{t('action.included', { name: currentName ?? '' })}</ActionNote>;
  }
  if (standing === 'upgrade') {
    return <ButtonLink to={paths.planSubscribe(plan.id)}>{t('action.upgrade', { name })}</ButtonLink>;
  }
  // Signed out: a free plan is an account away; a paid one starts its trial (after signing in).
  if (details && details.monthlyKsh === undefined) {
    return <ButtonLink to={paths.signup()}>{t('action.signUp')}</ButtonLink>;
  }
  return <ButtonLink to={paths.planSubscribe(plan.id)}>{t('action.choose', { name })}</ButtonLink>;
}

function PlanCard({
  plan,
  standing,
  currentName,
}: {
  plan: SubscriptionType;
  standing: Standing;
  currentName?: string;
}) {
  const t = usePlansMessages();
  const name = titleCase(plan.name);
  const details = planDetails(plan);
  const trial = { days: FREE_TRIAL_DAYS };
  const headingId = useId();
  return (
    <Plan data-current={standing === 'current' ? '' : undefined} aria-labelledby={headingId}>
      <PlanHeader>
        <h2 id={headingId}>{name}</h2>
        {standing === 'current' ? <CurrentBadge>{t('card.current')}</CurrentBadge> : null}
      </PlanHeader>
      {details ? (
        <>
          <Price>
            {details.monthlyKsh === undefined ? (
              <strong>{t('card.free')}</strong>
            ) : (
              <>
                <strong>{formatKsh(details.monthlyKsh, formatTag(t.locale))}</strong>
                <span>{t('card.perMonth')}</span>
              </>
            )}
          </Price>
          {details.priceNote ? <PriceNote>{t(details.priceNote, trial)}</PriceNote> : null}
          <Summary>{t(details.summary, trial)}</Summary>
          <Features aria-label={t('card.includes', { name })}>
            {details.features.map((feature) => (
              <li key={feature}>
                <CheckIcon />
                {t(feature, trial)}
              </li>
            ))}
          </Features>
        </>
      ) : (
        <Summary>{t('card.undescribed', trial)}</Summary>
      )}
      <CallToAction plan={plan} name={name} standing={standing} currentName={currentName} />
    </Plan>
  );
}

/**
 * /plans/select: every plan with its price and what it includes, the signed-in user's current plan marked
 * (the type of the subscription in force, else basic); a plan above it offers an upgrade, which opens its
 * subscribe page.
 */
export function PlansSelectPage() {
  const t = usePlansMessages();
  const signedIn = useSignedIn();
  const today = useToday();
  const plans = useSubscriptionTypes();
  const subscriptions = useSubscriptions();

  let content: React.ReactNode;
  if (plans.isLoading || (signedIn && subscriptions.isLoading)) {
    content = (
      <Centered>
        <Spinner size="large" label={t('select.loading')} />
      </Centered>
    );
  } else if (plans.error) {
    content = (
      <ErrorView
        message={t('loadFailed')}
        supportEmail={SUPPORT_EMAIL}
        onReload={() => void plans.mutate()}
      />
    );
  } else if (!plans.data?.length) {
    content = <EmptyState description={t('select.empty')} />;
  } else {
    const offered = plans.data;
    // Unknown when signed out or when the subscriptions cannot be read: then no plan is marked.
    const currentId =
      signedIn && subscriptions.data ? currentPlanId(offered, subscriptions.data, today) : undefined;
    const current = offered.find((plan) => plan.id === currentId);
    const rankOf = (plan: SubscriptionType) => planDetails(plan)?.rank ?? 0;
    const standingOf = (plan: SubscriptionType): Standing => {
      if (!current) return 'open';
      if (plan.id === current.id) return 'current';
      return rankOf(plan) > rankOf(current) ? 'upgrade' : 'included';
    };
    content = (
      <Grid aria-label={t('select.list')}>
        {[...offered]
          .sort((a, b) => rankOf(a) - rankOf(b))
          .map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              standing={standingOf(plan)}
              currentName={current ? titleCase(current.name) : undefined}
            />
          ))}
      </Grid>
    );
  }

  return (
    <PageLayout>
      <PageHeader title={t('select.title')} lead={t('select.lead', { days: FREE_TRIAL_DAYS })} />
      {content}
    </PageLayout>
  );
}
