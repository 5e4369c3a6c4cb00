import { FREE_TRIAL_DAYS, type SubscriptionType } from '@lense/api-client';
import { useSubscriptions, useSubscriptionTypes } from '@lense/api-client/hooks';
import {
  EmptyState,
  ErrorView,
  formatKsh,
  Grid,
  Heading,
  Inline,
  PageHeader,
  PageLayout,
  Spinner,
  Stack,
  Text,
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

const CurrentBadge = styled.span`
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
`;

// A rule above the list, and a green tick before each line.
const Features = styled.ul`
  border-block-start: 1px solid ${vars.color.border};
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
      <Inline gap={2} align="center" justify="between">
        <Heading id={headingId} level={2} size="xl" weight="semibold" leading="normal">
          {name}
        </Heading>
        {standing === 'current' ? <CurrentBadge>{t('card.current')}</CurrentBadge> : null}
      </Inline>
      {details ? (
        <>
          {/* The price with its note just under it. */}
          <Stack gap={1}>
            <Inline asChild gap={2} rowGap={1} align="baseline">
              <Text tone="default">
                <Text asChild size="3xl" weight="bold" leading="tight">
                  <strong>
                    {details.monthlyKsh === undefined
                      ? t('card.free')
                      : formatKsh(details.monthlyKsh, formatTag(t.locale))}
                  </strong>
                </Text>
                {details.monthlyKsh === undefined ? null : (
                  <Text asChild tone="muted">
                    <span>{t('card.perMonth')}</span>
                  </Text>
                )}
              </Text>
            </Inline>
            {details.priceNote ? (
              <Text size="sm" tone="muted">
                {t(details.priceNote, trial)}
              </Text>
            ) : null}
          </Stack>
          <Text tone="default">{t(details.summary, trial)}</Text>
          <Stack asChild flex="1" gap={2} paddingBlockStart={4}>
            <Features aria-label={t('card.includes', { name })}>
              {details.features.map((feature) => (
                <Inline asChild key={feature} gap={2} wrap={false}>
                  <Text asChild size="sm" tone="muted" leading="normal">
                    <li>
                      <CheckIcon />
                      {t(feature, trial)}
                    </li>
                  </Text>
                </Inline>
              ))}
            </Features>
          </Stack>
        </>
      ) : (
        <Text tone="default">{t('card.undescribed', trial)}</Text>
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
      <Inline justify="center" paddingBlock={8}>
        <Spinner size="large" label={t('select.loading')} />
      </Inline>
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
      <Grid asChild minChildWidth="300px" gap={5} maxWidth="820px">
        <ul aria-label={t('select.list')}>
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
        </ul>
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
