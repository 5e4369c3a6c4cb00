import type { PolicyPageProps } from './PolicyPage';
import { PolicyPage } from './PolicyPage';

type PageProps = Pick<PolicyPageProps, 'load'>;

/** /privacy-policy and /cookie-policy: the privacy policy, cookies included. */
export function PrivacyPolicyPage({ load }: PageProps) {
  return (
    <PolicyPage
      title="Privacy Policy"
      document="privacy"
      errorMessage="Failed to load Cookie policy"
      load={load}
    />
  );
}

/** /terms-of-service. */
export function TermsOfServicePage({ load }: PageProps) {
  return (
    <PolicyPage
      title="Terms of Service"
      document="terms"
      errorMessage="Failed to load Terms of service"
      load={load}
    />
  );
}
