import { TextLink } from '@lense/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

const policyLink = (to: string) => (chunks: ReactNode) => (
  <TextLink asChild>
    <Link to={to}>{chunks}</Link>
  </TextLink>
);

/** The tags a rich message names the policies with (`<terms>…</terms>`), each a link to its page. */
export const policyLinks = {
  terms: policyLink(paths.termsOfService()),
  privacy: policyLink(paths.privacyPolicy()),
  cookies: policyLink(paths.cookiePolicy()),
};
