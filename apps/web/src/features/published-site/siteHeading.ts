import type { Site } from '@lense/api-client';
import { titleCase } from '@lense/ui';

/**
 * The heading of a published site: its title as the organiser wrote it, or, for a site without one, its
 * name (a web address label such as 'kamau-family') read as words and title-cased: 'Kamau Family'.
 */
export function siteHeading(site: Pick<Site, 'name' | 'title'>): string {
  const title = site.title?.trim();
  if (title) return title;
  return titleCase(site.name.replace(/[-_]+/g, ' ').trim());
}
