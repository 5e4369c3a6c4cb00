import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useLenseStrings } from '../locale';
import { NotFoundActions, NotFoundCode, NotFoundRoot, NotFoundTitle } from './NotFound.styles';

/** Props of {@link NotFound}; other attributes go to its root `section`. */
export interface NotFoundProps extends HTMLAttributes<HTMLElement> {
  /** A way back, e.g. a link to /home. */
  action?: ReactNode | undefined;
}

/** The 404 page: 'Error 404' over 'Page not found!' (`notFound.code`, `notFound.title`). */
export const NotFound = forwardRef<HTMLElement, NotFoundProps>(function NotFound({ action, ...rest }, ref) {
  const strings = useLenseStrings().notFound;
  return (
    <NotFoundRoot ref={ref} data-ui="NotFound" {...rest}>
      <NotFoundCode>{strings.code}</NotFoundCode>
      <NotFoundTitle>{strings.title}</NotFoundTitle>
      {action ? <NotFoundActions>{action}</NotFoundActions> : null}
    </NotFoundRoot>
  );
});
