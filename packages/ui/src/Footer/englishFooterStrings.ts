import type { LenseComponentStrings } from '../locale/LenseStrings';
import { INVALID_EMAIL_MESSAGE } from './validateEmail';

/** The footer's and its newsletter form's English: loaded with the footer, not with every page. */
export const englishFooterStrings: Pick<LenseComponentStrings, 'footer' | 'newsletterForm'> = {
  footer: {
    newsletterHeading: 'Get in Touch',
    newsletterText: 'Subscribe to our monthly newsletter for product news and event tips.',
    quickLinksHeading: 'Quick links',
    contactHeading: 'Contact',
    socialsLabel: 'Social media',
    quickLinks: {
      faq: 'FAQ',
      terms: 'Terms of service',
      privacy: 'Privacy policy',
      cookies: 'Cookie policy',
    },
    copyright: (year) => `© ${year} Lense. All rights reserved.`,
  },
  newsletterForm: {
    label: 'Monthly newsletter',
    email: 'Email address',
    placeholder: 'Enter your email',
    subscribe: 'Subscribe',
    invalidEmail: INVALID_EMAIL_MESSAGE,
  },
};
