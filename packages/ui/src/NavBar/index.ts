export { MobileMenu, type MobileMenuProps } from './MobileMenu';
export { NavBar, type NavBarProps } from './NavBar';
export { NAV_BAR_HEIGHT } from './NavBar.styles';
export { isActivePath, type NavItem, visibleNavItems } from './navItems';
