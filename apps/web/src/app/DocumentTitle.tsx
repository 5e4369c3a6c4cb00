import { useLayoutEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { defineMessages } from '../i18n/defineMessages';
import english from '../i18n/en/titles.json';
import { pageTitle } from '../lib/pageTitle';
import { NOT_FOUND_TITLE, ROUTE_TITLES, type TitleKey } from './routeTitles';

const useTitleMessages = defineMessages('titles', english);

const ROUTES = ROUTE_TITLES.map(([path, title]) => ({ path, title }));

/** The title of `pathname` (its key): its route's, `null` for a route its screen names, else the 404 page's. */
export function titleAt(pathname: string): TitleKey | null {
  const [match] = matchRoutes(ROUTES, pathname) ?? [];
  return match ? match.route.title : NOT_FOUND_TITLE;
}

/**
 * Names each page in the tab from its route. Screens that name themselves from their data (`usePageTitle`)
 * are left alone; a layout effect, so on a route that gets named both ways the screen's, later, wins.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const t = useTitleMessages();
  useLayoutEffect(() => {
    const title = titleAt(pathname);
    if (title !== null) document.title = pageTitle(t(title));
  }, [pathname, t]);
  return null;
}
