import { FREE_TRIAL_DAYS, type Subscription } from '@lense/api-client';
import { useSubscribe, useSubscriptionTypes } from '@lense/api-client/hooks';
import { Button, ErrorView, NotFound, Spinner, titleCase, toast } from '@lense/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { CardScreen, CardStack, CardStatus } from '../../components/CardScreen';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/contact';
import { errorMessage } from '../../lib/submission';
import { PLANS_FAILED } from './PlansSelectPage';

/** The end of a trial as a date, the same in every time zone: '1 February 2026'. */
export function formatTrialEnd(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function Subscribed({ subscription, name }: { subscription: Subscription; name: string }) {
  return (
    <CardScreen
      title={`You are on the ${name} plan`}
      lead={
        subscription.trial_ends_at ? (
          <p>Your free trial runs until {formatTrialEnd(subscription.trial_ends_at)}.</p>
        ) : (
          <p>Your subscription is active.</p>
        )
      }
    >
      <ButtonLink to={paths.spaces()}>Go to your spaces</ButtonLink>
    </CardScreen>
  );
}

/**
 * /plans/{subscription_type_id}/subscribe: the plan's name and a button that subscribes, starting its
 * 30-day free trial. (Signed-out visitors are sent to /login by the route guard.)
 */
export function PlanSubscribePage() {
  const { subscriptionTypeId = '' } = useParams();
  const plans = useSubscriptionTypes();
  const subscribe = useSubscribe();
  const [subscription, setSubscription] = useState<Subscription | null>(null);

  if (plans.isLoading) {
    return (
      <CardScreen>
        <CardStatus>
          <Spinner size="large" label="Loading the plan" />
        </CardStatus>
      </CardScreen>
    );
  }
  if (plans.error) {
    return (
      <ErrorView message={PLANS_FAILED} supportEmail={SUPPORT_EMAIL} onReload={() => void plans.mutate()} />
    );
  }
  const plan = plans.data?.find((candidate) => candidate.id === subscriptionTypeId);
  if (!plan) {
    return (
      <main>
        <NotFound />
      </main>
    );
  }
  const name = titleCase(plan.name);
  if (subscription) return <Subscribed subscription={subscription} name={name} />;

  return (
    <CardScreen
      title={name}
      lead={
        <p>
          Try the {name} plan free for {FREE_TRIAL_DAYS} days. Payments are processed via PCI DSS-compliant
          gateways when the trial ends.
        </p>
      }
    >
      <CardStack>
        <Button
          fullWidth
          loading={subscribe.isMutating}
          onClick={async () => {
            try {
              setSubscription(await subscribe.trigger(plan.id));
            } catch (error) {
              toast.error(errorMessage(error));
            }
          }}
        >
          Start {FREE_TRIAL_DAYS}-day free trial
        </Button>
        <ButtonLink to={paths.plansSelect()} $variant="secondary">
          See all plans
        </ButtonLink>
      </CardStack>
    </CardScreen>
  );
}
