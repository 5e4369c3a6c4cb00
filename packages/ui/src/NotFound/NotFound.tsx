import { forwardRef, type ReactNode } from 'react';
import { NotFoundActions, NotFoundCode, NotFoundRoot, NotFoundTitle } from './NotFound.styles';

/** Props of {@link NotFound}. */
export interface NotFoundProps {
  /** A way back, e.g. a link to /home. */
  action?: ReactNode;
  className?: string;
}

/** The 404 page: 'Error 404' over 'Page not found!'. */
export const NotFound = forwardRef<HTMLElement, NotFoundProps>(function NotFound({ action, className }, ref) {
  return (
    <NotFoundRoot ref={ref} data-ui="NotFound" className={className}>
      <NotFoundCode>Error 404</NotFoundCode>
      <NotFoundTitle>Page not found!</NotFoundTitle>
      {action ? <NotFoundActions>{action}</NotFoundActions> : null}
    </NotFoundRoot>
  );
});
