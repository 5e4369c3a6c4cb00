/** An entry of the main menu. */
export interface NavItem {
  /** Stable id. */
  id: string;
  /** Label, e.g. 'Spaces'. */
  name: string;
  /** Destination path, e.g. '/spaces'. */
  link: string;
  /** Shown to signed-out visitors (e.g. Discover). Other items need a signed-in user. */
  public: boolean;
  /** Shown only in the mobile menu (e.g. Upgrade plan, Settings). */
  mobile?: boolean | undefined;
}

/** The items a visitor may see: everything when signed in, only public items when signed out. */
export function visibleNavItems(items: readonly NavItem[], signedIn: boolean): NavItem[] {
  return items.filter((item) => signedIn || item.public);
}

/** Whether `link` is the current section: the path equals it or lies below it. */
export function isActivePath(link: string, currentPath: string): boolean {
  if (link === '/') return currentPath === '/';
  return currentPath === link || currentPath.startsWith(`${link}/`);
}
