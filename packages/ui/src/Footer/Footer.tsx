import { forwardRef, type ReactNode, useId } from 'react';
import { type LinkRenderer, renderAnchor } from '../shared/renderLink';
import {
  FooterBottom,
  FooterGrid,
  FooterHeading,
  FooterRoot,
  FooterSection,
  FooterText,
  LinkList,
  SocialList,
} from './Footer.styles';
import { NewsletterForm } from './NewsletterForm';

/** A named link of the footer. */
export interface FooterLink {
  /** Visible label. */
  name: string;
  /** Destination. */
  href: string;
}

/** The quick links of the spec: FAQ, terms, privacy, cookies. */
export const defaultQuickLinks: FooterLink[] = [
  { name: 'FAQ', href: '/faq' },
  { name: 'Terms of service', href: '/terms-of-service' },
  { name: 'Privacy policy', href: '/privacy-policy' },
  { name: 'Cookie policy', href: '/cookie-policy' },
];

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Called with a valid newsletter address; may return a promise. */
  onSubscribe: (email: string) => void | Promise<void>;
  /** Shows the Subscribe button as busy. */
  subscribing?: boolean;
  /** Support address of the contact block. */
  supportEmail: string;
  /** Support phone number of the contact block, as displayed. */
  phone?: string;
  /** Social profiles (opened in a new tab). */
  socials?: readonly FooterLink[];
  /** Internal links. Default: FAQ, terms, privacy, cookies. */
  quickLinks?: readonly FooterLink[];
  /** Renders internal links (e.g. with the app's router). Default: plain anchors. */
  renderLink?: LinkRenderer;
  /** Bottom line, e.g. '© 2025 Lense'. */
  copyright?: ReactNode;
  className?: string;
}

/** The page footer: newsletter signup (Get in Touch), quick links and contact details. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    onSubscribe,
    subscribing,
    supportEmail,
    phone,
    socials = [],
    quickLinks = defaultQuickLinks,
    renderLink = renderAnchor,
    copyright,
    className,
  },
  ref,
) {
  const id = useId();
  return (
    <FooterRoot ref={ref} data-ui="Footer" className={className}>
      <FooterGrid>
        <FooterSection aria-labelledby={`${id}-newsletter`}>
          <FooterHeading id={`${id}-newsletter`}>Get in Touch</FooterHeading>
          <FooterText>Subscribe to our monthly newsletter for product news and event tips.</FooterText>
          <NewsletterForm onSubscribe={onSubscribe} subscribing={subscribing} />
        </FooterSection>
        <FooterSection aria-labelledby={`${id}-links`}>
          <FooterHeading id={`${id}-links`}>Quick links</FooterHeading>
          <LinkList>
            {quickLinks.map((link) => (
              <li key={link.href}>{renderLink({ href: link.href, children: link.name })}</li>
            ))}
          </LinkList>
        </FooterSection>
        <FooterSection aria-labelledby={`${id}-contact`}>
          <FooterHeading id={`${id}-contact`}>Contact</FooterHeading>
          <LinkList>
            <li>
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </li>
            {phone ? (
              <li>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </li>
            ) : null}
          </LinkList>
          {socials.length > 0 ? (
            <SocialList aria-label="Social media">
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
      {copyright ? <FooterBottom>{copyright}</FooterBottom> : null}
    </FooterRoot>
  );
});
