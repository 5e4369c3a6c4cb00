import { NAV_BAR_HEIGHT, NavBar } from '@lense/ui';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { RouteFallback } from '../components/RouteFallback';
import { MAIN_CONTENT_ID, useFocusOnRouteChange } from '../components/routeFocus';
import { SkipLink } from '../components/SkipLink';
import { menu } from '../config/menu';
import { paths } from '../config/paths';
import { useShellMessages } from '../i18n/shellMessages';
import { useSignedIn } from '../lib/session';
import { useSignOut } from '../lib/signOut';
import { ProfileMenuPlaceholder } from './ProfileMenuTrigger';

// The profile menu and its dropdown library only load for signed-in visitors (not on the landing page).
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));
// The footer starts below the fold (see `Screen`): its chunk (the newsletter form and its mutation)
// loads beside the first screen's instead of in the entry every page waits for.
const AppFooter = lazy(() => import('./AppFooter').then((m) => ({ default: m.AppFooter })));

/** Initial open states of the shell's menus (stories show them open). */
export interface ShellProps {
  /** Opens the mobile (hamburger) menu initially. */
  defaultMenuOpen?: boolean;
  /** Opens the profile menu initially. */
  defaultProfileMenuOpen?: boolean;
}

/** The top bar: the menu for the visitor, Login or the profile menu, the hamburger menu on mobile. */
function AppNavBar({ defaultMenuOpen, defaultProfileMenuOpen }: ShellProps) {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut();
  const t = useShellMessages();
  const items = useMemo(() => menu.map((item) => ({ ...item, name: t(`menu.${item.id}`) })), [t]);
  return (
    <NavBar
      items={items}
      signedIn={signedIn}
      currentPath={pathname}
      homeHref={paths.home()}
      loginHref={paths.login()}
      defaultMenuOpen={defaultMenuOpen}
      onLogout={() => void signOut()}
      profileMenu={
        <Suspense fallback={<ProfileMenuPlaceholder />}>
          <ProfileMenu
            onSignOut={() => void signOut()}
            signingOut={signingOut}
            defaultOpen={defaultProfileMenuOpen}
          />
        </Suspense>
      }
    />
  );
}

/**
 * The routed screen: at least the window's height under the bar, so the footer starts below the fold
 * while a screen loads.
 */
const Screen = styled.div`
  min-height: calc(100vh - ${NAV_BAR_HEIGHT}px);
  min-height: calc(100dvh - ${NAV_BAR_HEIGHT}px);
  /* The skip link and route changes focus the region or its heading: not controls, so no ring; scrolled
     to, they stay clear of the sticky bar. */
  scroll-margin-top: ${NAV_BAR_HEIGHT}px;
  & h1 {
    scroll-margin-top: ${NAV_BAR_HEIGHT + 16}px;
  }
  &:focus,
  & h1[tabindex='-1']:focus {
    outline: none;
  }
`;

/**
 * The app frame: a skip link, NavBar, the routed screen (behind the rendering-error fallback), and the
 * Footer. The screen takes at least the rest of the window, so the footer is never in view under a
 * loading spinner (the content arriving would push it down: a layout shift), nor a band of page under a
 * short screen. The Footer also waits with the screen while its chunk loads, and its own chunk does not
 * hold the screen back (it comes in below the fold). After a route change the focus moves to the new
 * screen's heading.
 */
export function Shell(props: ShellProps) {
  const screen = useRef<HTMLDivElement>(null);
  useFocusOnRouteChange(screen);
  return (
    <>
      <SkipLink />
      <AppNavBar {...props} />
      <Suspense fallback={<RouteFallback />}>
        <Screen ref={screen} id={MAIN_CONTENT_ID} tabIndex={-1}>
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </Screen>
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      </Suspense>
    </>
  );
}
