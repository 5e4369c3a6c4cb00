import { forwardRef, type HTMLAttributes, useId } from 'react';
import { Button } from '../Button';
import {
  type CheckoutPhoto,
  formatOrderDate,
  Notice,
  Panel,
  PanelHeading,
  PhotoLines,
  sumPrices,
  useMoney,
} from '../checkout';
import { useCheckoutStrings } from '../checkout/useCheckoutStrings';
import { useLenseStrings } from '../locale';
import { Facts, Until } from './OrderView.styles';

/** A photo of a paid order: its price and where its clean original downloads from. */
export interface OrderPhoto extends CheckoutPhoto {
  /** The original's download address (given by the API for this order). */
  downloadHref: string;
}

/** Props of {@link OrderView}; other attributes and the ref go to its root `section`. */
export interface OrderViewProps extends HTMLAttributes<HTMLElement> {
  /** 'paid' lets each photo download; 'refunded' says the downloads have ended. */
  status: 'paid' | 'refunded';
  /** M-Pesa's receipt number. */
  receiptNumber: string;
  /** When the order was paid (an ISO instant or a Date). */
  paidAt: string | Date;
  /** The photos bought, with their download addresses. */
  photos: readonly OrderPhoto[];
  /** The order's total; the sum of the prices otherwise. */
  total?: number | string | undefined;
  /** The zip of every original of the order; shows 'Download all'. */
  downloadAllHref?: string | undefined;
  /** Until when the downloads work (an ISO instant or a Date). */
  downloadsUntil?: string | Date | undefined;
  /** Locale of the dates. Default the LocaleProvider's `formats.dates`. */
  dateLocale?: string | undefined;
  /** Locale for the prices' digit grouping. Default the LocaleProvider's `formats.numbers`. */
  locale?: string | undefined;
}

/**
 * A paid order, as its buyer keeps it: the M-Pesa receipt number, date and total, each photo with its
 * Download link, 'Download all', and until when the downloads work. A refunded order says its downloads ended.
 */
export const OrderView = forwardRef<HTMLElement, OrderViewProps>(function OrderView(
  {
    status,
    receiptNumber,
    paidAt,
    photos,
    total,
    downloadAllHref,
    downloadsUntil,
    dateLocale,
    locale,
    ...rest
  },
  ref,
) {
  const strings = useLenseStrings();
  const text = useCheckoutStrings('orderView');
  const money = useMoney(locale);
  const headingId = useId();
  const dates = dateLocale ?? strings.formats.dates;
  const paid = status === 'paid';
  return (
    <Panel ref={ref} data-ui="OrderView" data-status={status} aria-labelledby={headingId} {...rest}>
      <PanelHeading id={headingId}>{text.title}</PanelHeading>
      <Facts>
        <div>
          <dt>{text.receipt}</dt>
          <dd data-receipt="">{receiptNumber}</dd>
        </div>
        <div>
          <dt>{text.date}</dt>
          <dd>{formatOrderDate(paidAt, dates)}</dd>
        </div>
        <div>
          <dt>{text.total}</dt>
          <dd>{money(total ?? sumPrices(photos.map((photo) => photo.price)))}</dd>
        </div>
      </Facts>
      {paid ? null : (
        <Notice data-tone="warning" role="note">
          <strong>{text.refunded}</strong>
        </Notice>
      )}
      <PhotoLines
        photos={photos}
        label={text.photos}
        money={money}
        action={
          paid
            ? (photo) => (
                <Button asChild variant="secondary" size="small">
                  <a
                    href={photo.downloadHref}
                    download
                    aria-label={text.downloadNamed(photo.name ?? photo.alt)}
                  >
                    {text.download}
                  </a>
                </Button>
              )
            : undefined
        }
      />
      {paid && downloadAllHref ? (
        <Button asChild fullWidth size="large">
          <a href={downloadAllHref} download>
            {text.downloadAll}
          </a>
        </Button>
      ) : null}
      {paid && downloadsUntil ? (
        <Until>{text.availableUntil(formatOrderDate(downloadsUntil, dates))}</Until>
      ) : null}
    </Panel>
  );
});
