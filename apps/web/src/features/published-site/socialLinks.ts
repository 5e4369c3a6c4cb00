import type { Site } from '@lense/api-client';

/** A contact or social link of a published site. */
export interface SiteLink {
  /** What the link is, e.g. 'Instagram' or 'Phone'. */
  label: string;
  /** The visible text: the address, number or @username. */
  text: string;
  /** Where it goes. */
  href: string;
}

const SOCIAL = [
  { field: 'social_media_username_twitter', label: 'Twitter', base: 'https://twitter.com/' },
  { field: 'social_media_username_instagram', label: 'Instagram', base: 'https://www.instagram.com/' },
  { field: 'social_media_username_facebook', label: 'Facebook', base: 'https://www.facebook.com/' },
  { field: 'social_media_username_linkedin', label: 'LinkedIn', base: 'https://www.linkedin.com/in/' },
] as const;

/** Writes the names of the links that are not a network's own (the e-mail and phone), in the reader's language. */
export type SiteLinkWords = (key: 'contact.email' | 'contact.phone') => string;

/** A username as typed, without a leading '@' or surrounding spaces. */
const username = (value: string) => value.trim().replace(/^@+/, '');

/**
 * The site's contact links: e-mail, phone, then its social accounts, leaving out those not set. The
 * networks keep their own names in every language.
 */
export function siteLinks(site: Site, t: SiteLinkWords): SiteLink[] {
  const links: SiteLink[] = [];
  const email = site.contact_email?.trim();
  if (email) links.push({ label: t('contact.email'), text: email, href: `mailto:${email}` });
  const phone = site.contact_phone?.trim();
  if (phone)
    links.push({ label: t('contact.phone'), text: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` });
  for (const { field, label, base } of SOCIAL) {
    const name = username(site[field] ?? '');
    if (name) links.push({ label, text: `@${name}`, href: `${base}${encodeURIComponent(name)}` });
  }
  return links;
}
