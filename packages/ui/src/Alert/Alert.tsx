import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoCircleIcon } from '../internal/icons';
import {
  AlertAction,
  AlertBody,
  AlertBox,
  AlertIcon,
  AlertMessage,
  AlertTitle,
  type AlertTone,
} from './Alert.styles';

export type { AlertTone };

const icons = {
  info: InfoCircleIcon,
  success: CheckCircleIcon,
  warning: AlertTriangleIcon,
  danger: AlertCircleIcon,
} as const;

/** Props of {@link Alert}. Other attributes and the ref go to its root `div`. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** 'info' (default), 'success', 'warning' or 'danger': the colour and icon. */
  tone?: AlertTone | undefined;
  /** A short heading above the message, e.g. 'Payment failed'. */
  title?: ReactNode | undefined;
  /** The message. */
  children?: ReactNode | undefined;
  /** One control that acts on the message, e.g. a `Button` 'Try again'; shown at the end of the row. */
  action?: ReactNode | undefined;
  /**
   * The message appeared in answer to what the reader just did and needs them now (a failed payment): it
   * is announced at once, interrupting (`role="alert"`). Only for 'warning' and 'danger'; any other tone,
   * and every alert without it, is a polite `role="status"`. Default false.
   */
  urgent?: boolean | undefined;
}

/**
 * An inline message in the page's flow, in one of four tones, with an optional title and action. It stays
 * until the page changes it: for a passing confirmation use a toast.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, action, urgent = false, ...rest },
  ref,
) {
  const Icon = icons[tone];
  const interrupts = urgent && (tone === 'warning' || tone === 'danger');
  return (
    <AlertBox
      ref={ref}
      role={interrupts ? 'alert' : 'status'}
      data-ui="Alert"
      data-tone={tone}
      $tone={tone}
      {...rest}
    >
      <AlertIcon>
        <Icon />
      </AlertIcon>
      <AlertBody>
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        {children ? <AlertMessage>{children}</AlertMessage> : null}
      </AlertBody>
      {action ? <AlertAction>{action}</AlertAction> : null}
    </AlertBox>
  );
});
