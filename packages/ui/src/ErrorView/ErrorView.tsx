import { forwardRef, type HTMLAttributes, type ReactNode, useId } from 'react';
import { Button } from '../Button';
import { useLenseStrings } from '../locale';
import {
  ErrorViewActions,
  ErrorViewIcon,
  ErrorViewMessage,
  ErrorViewRoot,
  ErrorViewSupport,
  ErrorViewTitle,
} from './ErrorView.styles';

/** The button an error view offers. */
export type ErrorViewAction = 'reload' | 'home';

/** Props of {@link ErrorView}; other attributes go to its root `section`. */
export interface ErrorViewProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading. Default 'Oops! Something went wrong.' (`errorView.title`). */
  title?: string | undefined;
  /** What failed, e.g. 'Failed to fetch space'. */
  message?: ReactNode | undefined;
  /** Support address shown as a mailto link; omitted when empty. */
  supportEmail?: string | undefined;
  /** Which button to show: Reload (default) or Home. */
  action?: ErrorViewAction | undefined;
  /** Called by Reload. Default: reloads the page. */
  onReload?: (() => void) | undefined;
  /** Called by Home. Default: goes to /home. */
  onHome?: (() => void) | undefined;
}

const reloadPage = () => window.location.reload();
const goHome = () => window.location.assign('/home');

/** A full-width error message with a support contact and one way out (Reload or Home). */
export const ErrorView = forwardRef<HTMLElement, ErrorViewProps>(function ErrorView(
  { title, message, supportEmail, action = 'reload', onReload = reloadPage, onHome = goHome, ...rest },
  ref,
) {
  const strings = useLenseStrings().errorView;
  const titleId = useId();
  return (
    <ErrorViewRoot ref={ref} data-ui="ErrorView" aria-labelledby={titleId} {...rest}>
      <ErrorViewIcon aria-hidden="true">!</ErrorViewIcon>
      <ErrorViewTitle id={titleId}>{title ?? strings.title}</ErrorViewTitle>
      {message ? <ErrorViewMessage>{message}</ErrorViewMessage> : null}
      {supportEmail ? (
        <ErrorViewSupport>
          {strings.supportPrefix} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </ErrorViewSupport>
      ) : null}
      <ErrorViewActions>
        {action === 'home' ? (
          <Button onClick={onHome}>{strings.home}</Button>
        ) : (
          <Button onClick={onReload}>{strings.reload}</Button>
        )}
      </ErrorViewActions>
    </ErrorViewRoot>
  );
});
