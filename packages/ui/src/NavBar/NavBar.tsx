import { forwardRef, type HTMLAttributes, type ReactNode, useId } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { useLenseStrings } from '../locale';
import { type LinkComponent, useLinkRenderer } from '../shared/links';
import type { LinkRenderer } from '../shared/renderLink';
import { MobileMenu } from './MobileMenu';
import {
  Brand,
  DesktopLinks,
  LogoMark,
  MenuToggle,
  NavBarInner,
  NavBarRoot,
  NavLinkSlot,
  RightSlot,
} from './NavBar.styles';
import { isActivePath, type NavItem, visibleNavItems } from './navItems';

/** Props of {@link NavBar}; other attributes go to its root `header`. */
export interface NavBarProps extends HTMLAttributes<HTMLElement> {
  /** Menu entries; filtered by `signedIn` and each item's `public` and `mobile` flags. */
  items: readonly NavItem[];
  /** Whether a user is signed in. */
  signedIn: boolean;
  /** The current path; the item whose link prefixes it is highlighted. */
  currentPath: string;
  /** Renders every link (e.g. the app's router link); default the nearest `LinkProvider`'s, else an `a`. */
  linkComponent?: LinkComponent | undefined;
  /**
   * Renders every link (e.g. with the app's router). Default: plain anchors.
   * @deprecated Use `linkComponent`, or a `LinkProvider` around the app: the same component for every link.
   */
  renderLink?: LinkRenderer | undefined;
  /** Where the logo goes. Default '/home'. */
  homeHref?: string | undefined;
  /** Where the Login link goes. Default '/login'. */
  loginHref?: string | undefined;
  /** Replaces the logo's content. */
  logo?: ReactNode | undefined;
  /** End node (right in left-to-right) when signed in on tablet and desktop, e.g. the profile menu. */
  profileMenu?: ReactNode | undefined;
  /** Called by the mobile menu's Logout button. */
  onLogout?: (() => void) | undefined;
  /** Whether the mobile menu is open (controlled). */
  menuOpen?: boolean | undefined;
  /** Initial state of the mobile menu (uncontrolled). Default false. */
  defaultMenuOpen?: boolean | undefined;
  /** Called when the mobile menu opens or closes. */
  onMenuOpenChange?: ((open: boolean) => void) | undefined;
}

const Hamburger = ({ open }: { open: boolean }) => (
  <svg
    aria-hidden="true"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} strokeLinecap="round" />
  </svg>
);

/** The top bar: logo, menu, and Login or the profile menu; a hamburger menu on mobile. */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar(
  {
    items,
    signedIn,
    currentPath,
    linkComponent,
    renderLink: ownRenderLink,
    homeHref = '/home',
    loginHref = '/login',
    logo,
    profileMenu,
    onLogout,
    menuOpen,
    defaultMenuOpen = false,
    onMenuOpenChange,
    ...rest
  },
  ref,
) {
  const strings = useLenseStrings().navBar;
  const renderLink = useLinkRenderer(ownRenderLink, linkComponent);
  const [open, setOpen] = useControllableState(
    menuOpen,
    defaultMenuOpen,
    onMenuOpenChange,
    'NavBar `menuOpen`',
  );
  const menuId = useId();
  const visible = visibleNavItems(items, signedIn);
  const barItems = visible.filter((item) => !item.mobile);
  const current = (link: string) => (isActivePath(link, currentPath) ? ('page' as const) : undefined);

  return (
    <NavBarRoot ref={ref} data-ui="NavBar" data-state={open ? 'open' : 'closed'} {...rest}>
      <NavBarInner>
        <Brand>
          {renderLink({
            href: homeHref,
            children: logo ?? (
              <>
                <LogoMark aria-hidden="true">L</LogoMark>
                Lense
              </>
            ),
          })}
        </Brand>
        <DesktopLinks aria-label={strings.mainLabel}>
          <ul>
            {barItems.map((item) => (
              <NavLinkSlot key={item.id}>
                {renderLink({ href: item.link, children: item.name, 'aria-current': current(item.link) })}
              </NavLinkSlot>
            ))}
          </ul>
        </DesktopLinks>
        <RightSlot>
          {signedIn ? profileMenu : renderLink({ href: loginHref, children: strings.login })}
        </RightSlot>
        <MenuToggle
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? strings.closeMenu : strings.openMenu}
          onClick={() => setOpen(!open)}
        >
          <Hamburger open={open} />
        </MenuToggle>
      </NavBarInner>
      {open ? (
        <MobileMenu
          id={menuId}
          items={visible}
          signedIn={signedIn}
          loginHref={loginHref}
          renderLink={renderLink}
          current={current}
          onNavigate={() => setOpen(false)}
          onLogout={onLogout}
        />
      ) : null}
    </NavBarRoot>
  );
});
