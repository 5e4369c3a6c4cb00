import { useEffect } from 'react';

/** The product's name, after every page's own in the tab: "Discover · Lense". */
export const PRODUCT_NAME = 'Lense';

/** The document title of a page named `name`. */
export const pageTitle = (name: string): string => `${name} · ${PRODUCT_NAME}`;

/**
 * Names the page after what it shows once that is known (an event's title): screens whose route's title
 * is their own data call this; every other route is named from its pattern (app/DocumentTitle.tsx).
 */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);
}
