import { isValidEmail } from '@lense/api-client';
import { useSubscribeNewsletter } from '@lense/api-client/hooks';
import { Footer, NAV_BAR_HEIGHT, NavBar, toast } from '@lense/ui';
import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { RouteFallback } from '../components/RouteFallback';
import { MAIN_CONTENT_ID, useFocusOnRouteChange } from '../components/routeFocus';
import { SkipLink } from '../components/SkipLink';
import { menu } from '../config/menu';
import { paths } from '../config/paths';
import { SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../content/contact';
import { useToday } from '../lib/clock';
import { NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS } from '../lib/newsletter';
import { RouterLink } from '../lib/routerLink';
import { useSignedIn } from '../lib/session';
import { useSignOut } from '../lib/signOut';
import { ProfileMenuPlaceholder } from './ProfileMenuTrigger';

// The profile menu and its dropdown library only load for signed-in visitors (not on the landing page).
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));

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
  return (
    <NavBar
      items={menu}
      signedIn={signedIn}
      currentPath={pathname}
      renderLink={RouterLink}
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

/** The footer: the 'Get in Touch' newsletter signup, quick links, the contact block and this year's copyright. */
function AppFooter() {
  const { trigger: subscribe } = useSubscribeNewsletter();
  const year = useToday().getFullYear();
  const onSubscribe = async (email: string) => {
    try {
      // Subscribes to the list named 'newsletter' (any case) among the e-mail lists.
      await subscribe(email);
    } catch (error) {
      toast.error(NEWSLETTER_FAILURE);
      // Rejecting keeps the address in the field for another try.
      throw error;
    }
    toast.success(NEWSLETTER_SUCCESS);
  };
  return (
    <Footer
      onSubscribe={onSubscribe}
      validateEmail={isValidEmail}
      supportEmail={SUPPORT_EMAIL}
      phone={SUPPORT_PHONE}
      socials={SOCIAL_LINKS}
      renderLink={RouterLink}
      year={year}
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
 * short screen. The Footer also waits with the screen while its chunk loads. After a route change the
 * focus moves to the new screen's heading.
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
        <AppFooter />
      </Suspense>
    </>
  );
}
