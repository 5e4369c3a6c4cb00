import { TextLink, vars } from '@lense/ui';
import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isMenuItemActive, menu, visibleMenu } from '../config/menu';
import { paths } from '../config/paths';
import { useSignedIn } from '../lib/session';
import { RouteFallback } from './RouteFallback';

/*
 * SLOT: the header below is a stand-in for @lense/ui NavBar (profile menu, mobile hamburger menu with
 * Logout, tablet/desktop layouts). Swap it for NavBar, fed by `menu` and the session; keep the <main> outlet.
 */
const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[5]};
  padding: ${vars.space[3]} ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceRaised};
`;

const Logo = styled(Link)`
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.primary};
  text-decoration: none;
`;

const Menu = styled.ul`
  display: flex;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  flex: 1;
  a {
    color: ${vars.color.textMuted};
    text-decoration: none;
    font-weight: ${vars.fontWeight.medium};
  }
  a[aria-current='page'] {
    color: ${vars.color.primary};
  }
`;

function HeaderSlot() {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  return (
    <Header data-slot="NavBar">
      <Logo to={paths.home()}>Lense</Logo>
      <nav aria-label="Main" style={{ flex: 1 }}>
        <Menu>
          {visibleMenu(menu, { signedIn, mobile: false }).map((item) => (
            <li key={item.id}>
              <NavLink
                to={item.link}
                aria-current={isMenuItemActive(item.link, pathname) ? 'page' : undefined}
              >
                {item.name}
              </NavLink>
            </li>
          ))}
        </Menu>
      </nav>
      {signedIn ? null : (
        <TextLink as={Link} to={paths.login()}>
          Login
        </TextLink>
      )}
    </Header>
  );
}

/** The app frame: header slot (NavBar), the routed screen, and the footer slot (Footer). */
export function Shell() {
  return (
    <>
      <HeaderSlot />
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
      {/* SLOT: @lense/ui Footer (newsletter, quick links, contact) goes here. */}
    </>
  );
}
