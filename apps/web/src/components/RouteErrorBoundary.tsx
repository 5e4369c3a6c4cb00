import { ErrorBoundary } from '@lense/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { page } from '../lib/page';

/** The rendering-error fallback around a routed screen: Home goes to /home, then reloads. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ErrorBoundary
      onHome={() => {
        navigate(paths.home());
        page.reload();
      }}
      onReload={() => page.reload()}
    >
      {children}
    </ErrorBoundary>
  );
}
