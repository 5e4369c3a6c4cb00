import { FREE_TRIAL_DAYS, type Subscription } from '@lense/api-client';
import { useSubscribe, useSubscriptionTypes } from '@lense/api-client/hooks';
import { Button, ErrorView, NotFound, Spinner, titleCase, toast } from '@lense/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { CardScreen, CardStack, CardStatus } from '../../components/CardScreen';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/contact';
import { dateLocale } from '../../lib/dateLocale';
import { useErrorText } from '../../lib/errorText';
import { usePlansMessages } from './plansMessages';

/** The end of a trial as a date, the same in every time zone: '1 February 2026' ('1 Februari 2026' in `sw-KE`). */
export function formatTrialEnd(isoDate: string, locale = 'en-GB'): string {
  return new Date(isoDate).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function Subscribed({ subscription, name }: { subscription: Subscription; name: string }) {
  const t = usePlansMessages();
  return (
    <CardScreen
      title={t('subscribed.title', { name })}
      lead={
        subscription.trial_ends_at ? (
          <p>
            {t('subscribed.trialUntil', {
              date: formatTrialEnd(subscription.trial_ends_at, dateLocale(t.locale)),
            })}
          </p>
        ) : (
          <p>{t('subscribed.active')}</p>
        )
      }
    >
      <ButtonLink to={paths.spaces()}>{t('subscribed.toSpaces')}</ButtonLink>
    </CardScreen>
  );
}

/**
 * /plans/{subscription_type_id}/subscribe: the plan's name and a button that subscribes, starting its
 * 30-day free trial. (Signed-out visitors are sent to /login by the route guard.)
 */
export function PlanSubscribePage() {
  const t = usePlansMessages();
  const errorText = useErrorText();
  const { subscriptionTypeId = '' } = useParams();
  const plans = useSubscriptionTypes();
  const subscribe = useSubscribe();
  const [subscription, setSubscription] = useState<Subscription | null>(null);

  if (plans.isLoading) {
    return (
      <CardScreen>
        <CardStatus>
          <Spinner size="large" label={t('subscribe.loading')} />
        </CardStatus>
      </CardScreen>
    );
  }
  if (plans.error) {
    return (
      <ErrorView
        message={t('loadFailed')}
        supportEmail={SUPPORT_EMAIL}
        onReload={() => void plans.mutate()}
      />
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
    <CardScreen title={name} lead={<p>{t('subscribe.lead', { name, days: FREE_TRIAL_DAYS })}</p>}>
      <CardStack>
        <Button
          fullWidth
          loading={subscribe.isMutating}
          onClick={async () => {
            try {
              setSubscription(await subscribe.trigger(plan.id));
            } catch (error) {
              toast.error(errorText(error));
            }
          }}
        >
          {t('subscribe.start', { days: FREE_TRIAL_DAYS })}
        </Button>
        <ButtonLink to={paths.plansSelect()} $variant="secondary">
          {t('subscribe.seeAll')}
        </ButtonLink>
      </CardStack>
    </CardScreen>
  );
}
