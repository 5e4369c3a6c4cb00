import { forwardRef, type ReactNode, useId } from 'react';
import { Button } from '../Button';
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

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** Heading. Default 'Oops! Something went wrong.' */
  title?: string;
  /** What failed, e.g. 'Failed to fetch space'. */
  message?: ReactNode;
  /** Support address shown as a mailto link; omitted when empty. */
  supportEmail?: string;
  /** Which button to show: Reload (default) or Home. */
  action?: ErrorViewAction;
  /** Called by Reload. Default: reloads the page. */
  onReload?: () => void;
  /** Called by Home. Default: goes to /home. */
  onHome?: () => void;
  className?: string;
}

const reloadPage = () => window.location.reload();
const goHome = () => window.location.assign('/home');

/** A full-width error message with a support contact and one way out (Reload or Home). */
export const ErrorView = forwardRef<HTMLElement, ErrorViewProps>(function ErrorView(
  {
    title = 'Oops! Something went wrong.',
    message,
    supportEmail,
    action = 'reload',
    onReload = reloadPage,
    onHome = goHome,
    className,
  },
  ref,
) {
  const titleId = useId();
  return (
    <ErrorViewRoot ref={ref} data-ui="ErrorView" aria-labelledby={titleId} className={className}>
      <ErrorViewIcon aria-hidden="true">!</ErrorViewIcon>
      <ErrorViewTitle id={titleId}>{title}</ErrorViewTitle>
      {message ? <ErrorViewMessage>{message}</ErrorViewMessage> : null}
      {supportEmail ? (
        <ErrorViewSupport>
          Need help? Contact us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </ErrorViewSupport>
      ) : null}
      <ErrorViewActions>
        {action === 'home' ? (
          <Button onClick={onHome}>Home</Button>
        ) : (
          <Button onClick={onReload}>Reload</Button>
        )}
      </ErrorViewActions>
    </ErrorViewRoot>
  );
});
