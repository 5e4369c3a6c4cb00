import type { SpaceSale } from '@lense/api-client';

/** What a space's orders add up to: money kept (paid) and money sent back (refunded), in whole Ksh. */
export interface SalesTotals {
  paid: { orders: number; amount: number; photos: number };
  refunded: { orders: number; amount: number };
}

/**
 * Sums the paid and the refunded orders; pending and unpaid ones brought no money. A refunded order counts
 * only as refunded, so `paid` is what the organiser keeps.
 */
export function salesTotals(sales: readonly SpaceSale[]): SalesTotals {
  const totals: SalesTotals = {
    paid: { orders: 0, amount: 0, photos: 0 },
    refunded: { orders: 0, amount: 0 },
  };
  for (const sale of sales) {
    if (sale.status === 'paid') {
      totals.paid.orders += 1;
      totals.paid.amount += sale.amount;
      totals.paid.photos += sale.photos;
    } else if (sale.status === 'refunded') {
      totals.refunded.orders += 1;
      totals.refunded.amount += sale.amount;
    }
  }
  return totals;
}
