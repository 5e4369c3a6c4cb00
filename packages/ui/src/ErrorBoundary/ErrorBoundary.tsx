import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  ErrorViewActions,
  ErrorViewIcon,
  ErrorViewRoot,
  ErrorViewTitle,
} from '../ErrorView/ErrorView.styles';
import type { LenseStrings } from '../locale';
import { LocaleContext } from '../locale/LocaleContext';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** The content to protect. */
  children?: ReactNode | undefined;
  /** Called by Home. Default: goes to /home (a full page load). */
  onHome?: (() => void) | undefined;
  /** Called by Reload. Default: reloads the page. */
  onReload?: (() => void) | undefined;
  /** Called once with the error that was caught, e.g. for logging. */
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches rendering errors below it and shows 'Oops! Something went wrong' with Home and Reload.
 * The fallback stays until the user picks one: there is no automatic retry.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  // The fallback's texts come from the nearest LocaleProvider (`errorBoundary`).
  static override contextType = LocaleContext;
  declare context: LenseStrings;
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly home = () => {
    if (this.props.onHome) this.props.onHome();
    else window.location.assign('/home');
  };

  private readonly reload = () => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const strings = this.context.errorBoundary;
    return (
      <ErrorViewRoot data-ui="ErrorBoundary" role="alert">
        <ErrorViewIcon aria-hidden="true">!</ErrorViewIcon>
        <ErrorViewTitle>{strings.title}</ErrorViewTitle>
        <ErrorViewActions>
          <Button variant="secondary" onClick={this.home}>
            {strings.home}
          </Button>
          <Button onClick={this.reload}>{strings.reload}</Button>
        </ErrorViewActions>
      </ErrorViewRoot>
    );
  }
}
