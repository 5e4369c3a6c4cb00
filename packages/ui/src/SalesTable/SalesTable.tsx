import { forwardRef, type HTMLAttributes, useId, useState } from 'react';
import { Button } from '../Button';
import { Badge, type BadgeTone } from '../card/Badge.styles';
import { formatOrderDate, type OrderStatus, useMoney } from '../checkout';
import { useCheckoutStrings } from '../checkout/useCheckoutStrings';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { useLenseStrings } from '../locale';
import { SalesRoot, Table, TableScroller, Toolbar } from './SalesTable.styles';

/** One order as its organiser sees it. */
export interface Sale {
  id: string;
  status: OrderStatus;
  /** When it was ordered (an ISO instant or a Date). */
  createdAt: string | Date;
  /** How many photos it holds. */
  photos: number;
  /** Its total, a number or a decimal string. */
  total: number | string;
  /** The buyer's number, masked by the API (2547••••••78). */
  phone: string;
  /** M-Pesa's receipt number, once paid. */
  receiptNumber?: string | null | undefined;
}

/** Props of {@link SalesTable}; other attributes and the ref go to its root `section`. */
export interface SalesTableProps extends HTMLAttributes<HTMLElement> {
  /** The orders, newest first. */
  sales: readonly Sale[];
  /** Called by 'Export CSV'; without it there is no export button. */
  onExportCsv?: (() => void) | undefined;
  /** Called with a paid order's id once its refund is confirmed; without it orders cannot be marked. */
  onMarkRefunded?: ((saleId: string) => void) | undefined;
  /** Locale of the dates. Default the LocaleProvider's `formats.dates`. */
  dateLocale?: string | undefined;
  /** Locale for the totals' digit grouping. Default the LocaleProvider's `formats.numbers`. */
  locale?: string | undefined;
}

const statusTones: Record<OrderStatus, BadgeTone> = {
  pending: 'info',
  paid: 'success',
  cancelled: 'neutral',
  insufficient_funds: 'warning',
  timed_out: 'neutral',
  failed: 'warning',
  expired: 'neutral',
  refunded: 'inverse',
};

/** A paid order's 'Mark refunded', asking first in a dialog (refunding ends the buyer's downloads). */
function MarkRefunded({ sale, onConfirm }: { sale: Sale; onConfirm: (saleId: string) => void }) {
  const text = useCheckoutStrings('salesTable');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          size="small"
          aria-label={sale.receiptNumber ? text.markRefundedNamed(sale.receiptNumber) : undefined}
        >
          {text.markRefunded}
        </Button>
      </DialogTrigger>
      <DialogContent tone="warning" title={text.confirmTitle} description={text.confirmText}>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">{text.cancel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={() => {
              setOpen(false);
              onConfirm(sale.id);
            }}
          >
            {text.markRefunded}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

/**
 * An organiser's orders: date, photos, total, status, M-Pesa receipt and masked phone, with 'Export CSV'
 * and 'Mark refunded' on paid orders. On a narrow screen the table scrolls sideways.
 */
export const SalesTable = forwardRef<HTMLElement, SalesTableProps>(function SalesTable(
  { sales, onExportCsv, onMarkRefunded, dateLocale, locale, ...rest },
  ref,
) {
  const strings = useLenseStrings();
  const text = useCheckoutStrings('salesTable');
  const statusNames = useCheckoutStrings('orderStatus');
  const money = useMoney(locale);
  const captionId = useId();
  const dates = dateLocale ?? strings.formats.dates;
  if (sales.length === 0) {
    return (
      <EmptyState
        ref={ref}
        data-ui="SalesTable"
        title={text.emptyTitle}
        description={text.emptyText}
        {...rest}
      />
    );
  }
  return (
    <SalesRoot ref={ref} data-ui="SalesTable" {...rest}>
      <Toolbar>
        <span id={captionId}>
          {text.label}: <bdi>{text.count(sales.length)}</bdi>
        </span>
        {onExportCsv ? (
          <Button variant="secondary" size="small" onClick={onExportCsv}>
            {text.exportCsv}
          </Button>
        ) : null}
      </Toolbar>
      <TableScroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{text.columns.date}</th>
              <th scope="col" data-numeric="">
                {text.columns.photos}
              </th>
              <th scope="col" data-numeric="">
                {text.columns.total}
              </th>
              <th scope="col">{text.columns.status}</th>
              <th scope="col">{text.columns.receipt}</th>
              <th scope="col">{text.columns.phone}</th>
              {onMarkRefunded ? <th scope="col">{text.columns.actions}</th> : null}
            </tr>
          </thead>
          <tbody>
            {sales.map((sale) => (
              <tr key={sale.id} data-status={sale.status}>
                <td>{formatOrderDate(sale.createdAt, dates, true)}</td>
                <td data-numeric="">{sale.photos}</td>
                <td data-numeric="">{money(sale.total)}</td>
                <td>
                  <Badge $tone={statusTones[sale.status]}>{statusNames[sale.status]}</Badge>
                </td>
                <td data-mono="">{sale.receiptNumber ?? '—'}</td>
                <td data-mono="">
                  <bdi>{sale.phone}</bdi>
                </td>
                {onMarkRefunded ? (
                  <td>
                    {sale.status === 'paid' ? <MarkRefunded sale={sale} onConfirm={onMarkRefunded} /> : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
    </SalesRoot>
  );
});
