/** An order this browser placed, kept so the buyer finds it again (its token is the whole permission). */
export interface RememberedOrder {
  token: string;
  spaceId: string;
  /** When the order was created, as the API answered it (ISO 8601). */
  createdAt: string;
}

/** How many orders a browser remembers; the oldest are forgotten past it. */
export const REMEMBERED_ORDERS_MAX = 50;

/**
 * The remembered orders with `order` added, newest first (by `createdAt`), each token once (a newer record of
 * the same token replaces the older), at most {@link REMEMBERED_ORDERS_MAX}.
 */
export function addRememberedOrder(
  orders: readonly RememberedOrder[],
  order: RememberedOrder,
): RememberedOrder[] {
  const entry = { token: order.token, spaceId: order.spaceId, createdAt: order.createdAt };
  return [entry, ...orders.filter((candidate) => candidate.token !== order.token)]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, REMEMBERED_ORDERS_MAX);
}

/** Whether `value` read back from storage is a remembered order. */
export function isRememberedOrder(value: unknown): value is RememberedOrder {
  const entry = value as Partial<RememberedOrder> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.token === 'string' &&
    typeof entry.spaceId === 'string' &&
    typeof entry.createdAt === 'string'
  );
}
