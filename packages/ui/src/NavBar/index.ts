export { MobileMenu, type MobileMenuProps } from './MobileMenu';
export { NavBar, type NavBarProps } from './NavBar';
export { isActivePath, type NavItem, visibleNavItems } from './navItems';
