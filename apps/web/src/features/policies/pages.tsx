import type { PolicyPageProps } from './PolicyPage';
import { PolicyPage } from './PolicyPage';
import { usePoliciesMessages } from './policiesMessages';

type PageProps = Pick<PolicyPageProps, 'load'>;

/** /privacy-policy and /cookie-policy: the privacy policy, cookies included. */
export function PrivacyPolicyPage({ load }: PageProps) {
  const t = usePoliciesMessages();
  return (
    <PolicyPage
      title={t('privacy.title')}
      document="privacy"
      errorMessage={t('privacy.loadFailed')}
      load={load}
    />
  );
}

/** /terms-of-service. */
export function TermsOfServicePage({ load }: PageProps) {
  const t = usePoliciesMessages();
  return (
    <PolicyPage title={t('terms.title')} document="terms" errorMessage={t('terms.loadFailed')} load={load} />
  );
}
