import { forwardRef, type HTMLAttributes, useEffect } from 'react';
import { Button } from '../Button';
import { useLenseStrings } from '../locale';
import { type LinkComponent, useLinkRenderer } from '../shared/links';
import type { LinkRenderer } from '../shared/renderLink';
import { MobileFooter, MobilePanel } from './NavBar.styles';
import type { NavItem } from './navItems';

/** Props of {@link MobileMenu}; other attributes go to its root `nav`. */
export interface MobileMenuProps extends HTMLAttributes<HTMLElement> {
  /** Id the hamburger button points at. */
  id: string;
  /** Items already filtered for the visitor (mobile-only items included). */
  items: readonly NavItem[];
  /** Whether a user is signed in (Logout) or not (Login). */
  signedIn: boolean;
  /** Where the Login link goes. */
  loginHref: string;
  /** Renders every link (e.g. the app's router link); default the nearest `LinkProvider`'s, else an `a`. */
  linkComponent?: LinkComponent | undefined;
  /**
   * Renders links.
   * @deprecated Use `linkComponent`, or a `LinkProvider` around the app: the same component for every link.
   */
  renderLink?: LinkRenderer | undefined;
  /** 'page' for the current item. */
  current: (link: string) => 'page' | undefined;
  /** Closes the menu (after a link is followed, or Escape). */
  onNavigate: () => void;
  /** Called by Logout. */
  onLogout?: (() => void) | undefined;
}

/** The hamburger-toggled menu of the mobile layout, with Logout (or Login). */
export const MobileMenu = forwardRef<HTMLElement, MobileMenuProps>(function MobileMenu(
  {
    id,
    items,
    signedIn,
    loginHref,
    linkComponent,
    renderLink: ownRenderLink,
    current,
    onNavigate,
    onLogout,
    ...rest
  },
  ref,
) {
  const strings = useLenseStrings().navBar;
  const renderLink = useLinkRenderer(ownRenderLink, linkComponent);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onNavigate();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onNavigate]);

  return (
    <MobilePanel ref={ref} id={id} aria-label={strings.mobileLabel} data-ui="MobileMenu" {...rest}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {renderLink({
              href: item.link,
              children: item.name,
              'aria-current': current(item.link),
              onClick: onNavigate,
            })}
          </li>
        ))}
        {signedIn ? null : (
          <li>{renderLink({ href: loginHref, children: strings.login, onClick: onNavigate })}</li>
        )}
      </ul>
      {signedIn ? (
        <MobileFooter>
          <Button
            variant="secondary"
            fullWidth
            onClick={() => {
              onNavigate();
              onLogout?.();
            }}
          >
            {strings.logout}
          </Button>
        </MobileFooter>
      ) : null}
    </MobilePanel>
  );
});
