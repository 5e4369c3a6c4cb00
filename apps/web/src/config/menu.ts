import { paths } from './paths';

/** The entries of the navigation menu. */
export type MenuItemId = 'spaces' | 'collections' | 'sites' | 'discover' | 'upgrade' | 'settings';

/** One entry of the navigation menu. */
export interface MenuItem {
  id: MenuItemId;
  /** The English name; screens show the visitor's language's (`useMenu`). */
  name: string;
  link: string;
  /** Shown to signed-out visitors too. */
  public: boolean;
  /** Shown only in the mobile (hamburger) menu. */
  mobile: boolean;
}

export const menu: readonly MenuItem[] = [
  { id: 'spaces', name: 'Spaces', link: paths.spaces(), public: false, mobile: false },
  { id: 'collections', name: 'Collections', link: paths.collections(), public: false, mobile: false },
  { id: 'sites', name: 'Sites', link: paths.sites(), public: false, mobile: false },
  { id: 'discover', name: 'Discover', link: paths.discover(), public: true, mobile: false },
  { id: 'upgrade', name: 'Upgrade plan', link: paths.plansSelect(), public: false, mobile: true },
  { id: 'settings', name: 'Settings', link: paths.settings(), public: false, mobile: true },
];

/** The menu entries a visitor sees: public ones when signed out; mobile-only ones only in the mobile menu. */
export function visibleMenu(
  items: readonly MenuItem[],
  options: { signedIn: boolean; mobile: boolean },
): MenuItem[] {
  return items.filter((item) => (options.signedIn || item.public) && (options.mobile || !item.mobile));
}

/** Whether a menu link is the active one for the current path (highlight by path prefix). */
export function isMenuItemActive(link: string, pathname: string): boolean {
  return pathname === link || pathname.startsWith(`${link}/`);
}
