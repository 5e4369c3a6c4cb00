import { waitFor } from '@testing-library/react';
import { paths } from '../config/paths';
import { loadCatalogues } from '../i18n/catalogues';
import englishTitles from '../i18n/en/titles.json';
import { renderWithApp } from '../testing/renderApp';
import { titleAt } from './DocumentTitle';
import { AppRoutes } from './routes';
import { ROUTE_TITLES } from './routeTitles';

/** Every route pattern `paths` declares, however deep. */
function patternsOf(value: unknown): string[] {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return [];
  const own =
    typeof (value as { path?: unknown }).path === 'string' ? [(value as { path: string }).path] : [];
  return [...own, ...Object.values(value as object).flatMap(patternsOf)];
}

describe('page titles', () => {
  it('names every route of the app, so no page is left unnamed', () => {
    const named = new Set(ROUTE_TITLES.map(([pattern]) => pattern));
    expect(patternsOf(paths).filter((pattern) => !named.has(pattern))).toEqual([]);
  });

  it('takes the most specific route, leaves the screens that name themselves, and names unknown pages', () => {
    const englishAt = (pathname: string) => {
      const key = titleAt(pathname);
      return key === null ? null : englishTitles[key];
    };
    expect(englishAt('/discover')).toBe('Discover');
    expect(englishAt('/spaces/new')).toBe('New space');
    expect(englishAt('/spaces/7/view')).toBeNull();
    expect(englishAt('/sites/3/settings/banner')).toBe('Site settings');
    expect(englishAt('/no/such/page')).toBe('Page not found');
  });

  it('puts the page’s name before the product’s in the tab', async () => {
    renderWithApp(<AppRoutes />, { path: '/faq' });
    await waitFor(() => expect(document.title).toBe('FAQ · Lense'));
  });

  it('names the page in the reader’s language', async () => {
    await loadCatalogues('sw');
    renderWithApp(<AppRoutes />, { path: '/discover', locale: 'sw' });
    await waitFor(() => expect(document.title).toBe('Gundua · Lense'));
  });

  it('names a space’s pages after the event once it is loaded', async () => {
    renderWithApp(<AppRoutes />, { path: '/spaces/1/view' });
    await waitFor(() => expect(document.title).toBe('Summer Festival · Lense'));
  });
});
