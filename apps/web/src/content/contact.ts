import type { FooterLink } from '@lense/ui';

/** The support address shown on help, closure and error pages and in the footer. */
export const SUPPORT_EMAIL = 'support@lense.app';

// The specification names the footer's contact block (a support e-mail, a phone number and social links)
// but not the number or the profiles: these are the product's placeholders until the real ones are known.

/** The support phone number of the footer's contact block, as displayed. */
export const SUPPORT_PHONE = '+254 700 000 000';

/** The product's social profiles, on the networks the API knows (twitter, linkedin, instagram, facebook). */
export const SOCIAL_LINKS: readonly FooterLink[] = [
  { name: 'Twitter', href: 'https://twitter.com/lense' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/lense' },
  { name: 'Instagram', href: 'https://www.instagram.com/lense' },
  { name: 'Facebook', href: 'https://www.facebook.com/lense' },
];
