import { vars } from '@lense/ui';
import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageSwitcher } from './LanguageSwitcher';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFallback } from './RouteFallback';
import { MAIN_CONTENT_ID, useFocusOnRouteChange } from './routeFocus';
import { SkipLink } from './SkipLink';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 56px;
  padding: 0 ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.background};
`;

const Wordmark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
`;

const Mark = styled.span`
  display: inline-flex;
  width: 24px;
  height: 24px;
  align-items: center;
  justify-content: center;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font-size: ${vars.fontSize.sm};
`;

const Screen = styled.div`
  min-height: calc(100vh - 56px);
  min-height: calc(100dvh - 56px);
  background: ${vars.color.surface};
  &:focus,
  & h1[tabindex='-1']:focus {
    outline: none;
  }
`;

/**
 * The frame of a page people reach from outside the app (a guest link's QR code): only the Lense
 * wordmark above the screen, no menu or footer to lead them away from what they came to do. The
 * wordmark is not a link, so a tap on it cannot cut an upload short. A guest may switch the language.
 */
export function FocusedShell() {
  const screen = useRef<HTMLDivElement>(null);
  useFocusOnRouteChange(screen);
  return (
    <>
      <SkipLink />
      <Header>
        <Wordmark>
          <Mark aria-hidden="true">L</Mark>
          Lense
        </Wordmark>
        <LanguageSwitcher hideLabel />
      </Header>
      <Suspense fallback={<RouteFallback />}>
        <Screen ref={screen} id={MAIN_CONTENT_ID} tabIndex={-1}>
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </Screen>
      </Suspense>
    </>
  );
}
