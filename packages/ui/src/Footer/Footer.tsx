import { forwardRef, type HTMLAttributes, type ReactNode, useId } from 'react';
import type { LenseStrings } from '../locale';
import { useComponentStrings } from '../locale/useComponentStrings';
import { type LinkComponent, useLinkRenderer } from '../shared/links';
import type { LinkRenderer } from '../shared/renderLink';
import { englishFooterStrings } from './englishFooterStrings';
import {
  ContactList,
  FooterBottom,
  FooterGrid,
  FooterHeading,
  FooterRoot,
  FooterSection,
  FooterText,
  LinkList,
  SocialList,
} from './Footer.styles';
import { MailIcon, PhoneIcon } from './FooterIcons';
import { NewsletterForm } from './NewsletterForm';

/** A named link of the footer. */
export interface FooterLink {
  /** Visible label. */
  name: string;
  /** Destination. */
  href: string;
}

/** The quick links of the spec, named in `strings`: FAQ, terms, privacy, cookies. */
const quickLinksIn = ({ quickLinks: names }: LenseStrings['footer']): FooterLink[] => [
  { name: names.faq, href: '/faq' },
  { name: names.terms, href: '/terms-of-service' },
  { name: names.privacy, href: '/privacy-policy' },
  { name: names.cookies, href: '/cookie-policy' },
];

/** The quick links of the spec in English: FAQ, terms, privacy, cookies. */
export const defaultQuickLinks: FooterLink[] = quickLinksIn(englishFooterStrings.footer);

/** The English bottom line: '© 2026 Lense. All rights reserved.' */
export const defaultCopyright = (year: number): ReactNode => englishFooterStrings.footer.copyright(year);

/** Props of {@link Footer}; other attributes go to its root `footer`. */
export interface FooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Called with a valid newsletter address; may return a promise. */
  onSubscribe: (email: string) => void | Promise<void>;
  /** Shows the Subscribe button as busy. */
  subscribing?: boolean | undefined;
  /**
   * Whether a newsletter address is acceptable: the API's rule, `isValidEmail` of `@lense/api-client`.
   * Default a standard format check.
   */
  validateEmail?: ((email: string) => boolean) | undefined;
  /** Support address of the contact block. */
  supportEmail: string;
  /** Support phone number of the contact block, as displayed (the link dials its digits and '+'). */
  phone?: string | undefined;
  /** Social profiles of the contact block (opened in a new tab). */
  socials?: readonly FooterLink[] | undefined;
  /** Internal links. Default: FAQ, terms, privacy, cookies (named by the {@link LocaleProvider}). */
  quickLinks?: readonly FooterLink[] | undefined;
  /** Renders internal links (e.g. the app's router link); default the nearest `LinkProvider`'s, else an `a`. */
  linkComponent?: LinkComponent | undefined;
  /**
   * Renders internal links (e.g. with the app's router). Default: plain anchors.
   * @deprecated Use `linkComponent`, or a `LinkProvider` around the app: the same component for every link.
   */
  renderLink?: LinkRenderer | undefined;
  /**
   * Year of the copyright line. The app passes the current year; it is a prop so that rendering never
   * reads the clock (stories and tests pass a fixed one).
   */
  year: number;
  /**
   * The bottom line for `year`. Default the {@link LocaleProvider}'s, in English
   * '© {year} Lense. All rights reserved.'
   */
  copyright?: ((year: number) => ReactNode) | undefined;
  /** Heading of the newsletter signup. Default the {@link LocaleProvider}'s, in English 'Get in Touch'. */
  newsletterHeading?: string | undefined;
  /** Text under the newsletter heading. Default the {@link LocaleProvider}'s. */
  newsletterText?: ReactNode | undefined;
  /** Heading of the internal links. Default the {@link LocaleProvider}'s, in English 'Quick links'. */
  quickLinksHeading?: string | undefined;
  /** Heading of the contact block. Default the {@link LocaleProvider}'s, in English 'Contact'. */
  contactHeading?: string | undefined;
  /** Name of the list of social profiles. Default the {@link LocaleProvider}'s, in English 'Social media'. */
  socialsLabel?: string | undefined;
  /** Shown at the end of the bottom line, after the copyright: e.g. a language switcher. */
  bottomEnd?: ReactNode | undefined;
}

/** The page footer: newsletter signup (Get in Touch), quick links, contact details and the copyright. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    onSubscribe,
    subscribing,
    validateEmail,
    supportEmail,
    phone,
    socials = [],
    quickLinks,
    linkComponent,
    renderLink: ownRenderLink,
    year,
    copyright,
    newsletterHeading,
    newsletterText,
    quickLinksHeading,
    contactHeading,
    socialsLabel,
    bottomEnd,
    ...rest
  },
  ref,
) {
  const text = useComponentStrings('footer', englishFooterStrings.footer);
  const renderLink = useLinkRenderer(ownRenderLink, linkComponent);
  const id = useId();
  return (
    <FooterRoot ref={ref} data-ui="Footer" {...rest}>
      <FooterGrid>
        <FooterSection aria-labelledby={`${id}-newsletter`}>
          <FooterHeading id={`${id}-newsletter`}>{newsletterHeading ?? text.newsletterHeading}</FooterHeading>
          <FooterText>{newsletterText ?? text.newsletterText}</FooterText>
          <NewsletterForm onSubscribe={onSubscribe} subscribing={subscribing} validateEmail={validateEmail} />
        </FooterSection>
        <FooterSection aria-labelledby={`${id}-links`}>
          <FooterHeading id={`${id}-links`}>{quickLinksHeading ?? text.quickLinksHeading}</FooterHeading>
          <LinkList>
            {(quickLinks ?? quickLinksIn(text)).map((link) => (
              <li key={link.href}>{renderLink({ href: link.href, children: link.name })}</li>
            ))}
          </LinkList>
        </FooterSection>
        <FooterSection aria-labelledby={`${id}-contact`}>
          <FooterHeading id={`${id}-contact`}>{contactHeading ?? text.contactHeading}</FooterHeading>
          <ContactList>
            <li>
              <MailIcon />
              {/* Addresses and numbers read left to right even in a right-to-left page. */}
              <a href={`mailto:${supportEmail}`} dir="ltr">
                {supportEmail}
              </a>
            </li>
            {phone ? (
              <li>
                <PhoneIcon />
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </a>
              </li>
            ) : null}
          </ContactList>
          {socials.length > 0 ? (
            <SocialList aria-label={socialsLabel ?? text.socialsLabel}>
              {socials.map((social) => (
                <li key={social.href}>
                  <a href={social.href} target="_blank" rel="noreferrer">
                    {social.name}
                  </a>
                </li>
              ))}
            </SocialList>
          ) : null}
        </FooterSection>
      </FooterGrid>
      <FooterBottom>
        <span>{(copyright ?? text.copyright)(year)}</span>
        {bottomEnd}
      </FooterBottom>
    </FooterRoot>
  );
});
