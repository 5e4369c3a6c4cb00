import type { NavItem } from './navItems';

/** The product's menu, as the spec lists it. */
export const lenseNavItems: NavItem[] = [
  { id: 'spaces', name: 'Spaces', link: '/spaces', public: false },
  { id: 'collections', name: 'Collections', link: '/collections', public: false },
  { id: 'sites', name: 'Sites', link: '/sites', public: false },
  { id: 'discover', name: 'Discover', link: '/discover', public: true },
  { id: 'upgrade', name: 'Upgrade plan', link: '/plans/select', public: false, mobile: true },
  { id: 'settings', name: 'Settings', link: '/settings', public: false, mobile: true },
];
