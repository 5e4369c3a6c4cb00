import { PolicyPage } from './PolicyPage';

/** /privacy-policy and /cookie-policy: the privacy policy, cookies included. */
export function PrivacyPolicyPage() {
  return <PolicyPage title="Privacy Policy" document="privacy" errorMessage="Failed to load Cookie policy" />;
}

/** /terms-of-service. */
export function TermsOfServicePage() {
  return (
    <PolicyPage title="Terms of Service" document="terms" errorMessage="Failed to load Terms of service" />
  );
}
