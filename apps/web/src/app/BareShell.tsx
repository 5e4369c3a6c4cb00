import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { RouteFallback } from '../components/RouteFallback';

/**
 * The frame of a screen that takes the whole viewport (a space's slideshow on a TV): no header, menu or
 * footer, only what every routed screen needs around it.
 */
export function BareShell() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </Suspense>
  );
}
