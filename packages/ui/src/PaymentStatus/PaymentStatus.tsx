import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button';
import type { OrderStatus } from '../checkout';
import { useCheckoutStrings } from '../checkout/useCheckoutStrings';
import type { LenseStrings } from '../locale';
import { Spinner } from '../Spinner';
import {
  Receipt,
  StatusActions,
  StatusMark,
  StatusMessage,
  StatusRoot,
  StatusText,
  StatusTitle,
} from './PaymentStatus.styles';

/** Props of {@link PaymentStatus}; other attributes and the ref go to its root `section`. */
export interface PaymentStatusProps extends HTMLAttributes<HTMLElement> {
  /** The order's status, as the API answers it. */
  status: OrderStatus;
  /** The paying number, masked (2547••••••78), said while waiting for the PIN. */
  phone?: string | undefined;
  /** M-Pesa's receipt number, once paid. */
  receiptNumber?: string | null | undefined;
  /** M-Pesa's own words for a failed payment, shown under the message. */
  detail?: string | null | undefined;
  /** Called by 'Try again' (cancelled, insufficient funds, timed out, failed, expired): the order is re-used. */
  onRetry?: (() => void) | undefined;
  /** The retry is on its way: 'Try again' shows as busy. */
  retrying?: boolean | undefined;
  /** Where the paid order's photos are (its page); shows 'See your photos'. */
  orderHref?: string | undefined;
}

type Tone = 'info' | 'success' | 'danger' | 'warning';

interface Shown {
  tone: Tone;
  mark: ReactNode;
  title: string;
  text: ReactNode;
  retry: boolean;
}

/** What each status says, its tone and whether it can be tried again. */
function describe(
  text: LenseStrings['paymentStatus'],
  { status, phone, receiptNumber }: Pick<PaymentStatusProps, 'status' | 'phone' | 'receiptNumber'>,
): Shown {
  const cross = '✕';
  switch (status) {
    case 'pending':
      return {
        tone: 'info',
        mark: <Spinner size="small" />,
        title: text.pendingTitle,
        text: phone ? text.pendingText(phone) : null,
        retry: false,
      };
    case 'paid':
      return {
        tone: 'success',
        mark: '✓',
        title: text.paidTitle,
        text: receiptNumber ? <Receipt>{text.paidText(receiptNumber)}</Receipt> : null,
        retry: false,
      };
    case 'cancelled':
      return {
        tone: 'warning',
        mark: '!',
        title: text.cancelledTitle,
        text: text.cancelledText,
        retry: true,
      };
    case 'insufficient_funds':
      return {
        tone: 'danger',
        mark: '!',
        title: text.insufficientFundsTitle,
        text: text.insufficientFundsText,
        retry: true,
      };
    case 'timed_out':
      return { tone: 'warning', mark: '!', title: text.timedOutTitle, text: text.timedOutText, retry: true };
    case 'expired':
      return { tone: 'warning', mark: '!', title: text.expiredTitle, text: text.expiredText, retry: true };
    case 'refunded':
      return { tone: 'info', mark: '↺', title: text.refundedTitle, text: text.refundedText, retry: false };
    default:
      return { tone: 'danger', mark: cross, title: text.failedTitle, text: text.failedText, retry: true };
  }
}

/**
 * Where one order's payment stands, with its next step: enter the PIN, see the photos, or try again. The
 * message is a live region, so a screen reader hears each change as the order is followed.
 */
export const PaymentStatus = forwardRef<HTMLElement, PaymentStatusProps>(function PaymentStatus(
  { status, phone, receiptNumber, detail, onRetry, retrying = false, orderHref, ...rest },
  ref,
) {
  const text = useCheckoutStrings('paymentStatus');
  const shown = describe(text, { status, phone, receiptNumber });
  return (
    <StatusRoot ref={ref} data-ui="PaymentStatus" data-status={status} data-tone={shown.tone} {...rest}>
      {/* One region for every status: it stays in the document, so changes to it are announced. */}
      <StatusMessage role="status" aria-live="polite" aria-atomic="true">
        <StatusMark data-tone={shown.tone} aria-hidden="true">
          {shown.mark}
        </StatusMark>
        <StatusText>
          <StatusTitle>{shown.title}</StatusTitle>
          {shown.text ? <p>{shown.text}</p> : null}
          {detail && status !== 'paid' && status !== 'pending' ? <p>{detail}</p> : null}
        </StatusText>
      </StatusMessage>
      {shown.retry && onRetry ? (
        <StatusActions>
          <Button onClick={onRetry} loading={retrying}>
            {text.tryAgain}
          </Button>
        </StatusActions>
      ) : null}
      {status === 'paid' && orderHref ? (
        <StatusActions>
          <Button asChild>
            <a href={orderHref}>{text.viewOrder}</a>
          </Button>
        </StatusActions>
      ) : null}
    </StatusRoot>
  );
});
