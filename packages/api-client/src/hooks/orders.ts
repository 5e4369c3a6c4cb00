import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiOrder, OrderInput } from '../index';
import type { LenseMutation } from './accountMutations';
import { useLenseClient } from './context';
import { lenseKey, lenseKeys, type MutationId, mutationKey } from './keys';
import type { LenseQuery, LenseQueryConfig } from './queries';

// A buyer's order, read and changed by its link. Apart from the organiser's sales: the checkout and order
// pages load these only.

/** How often a pending order (a PIN prompt on the buyer's phone) is read again, in ms. */
export const ORDER_PENDING_REFRESH_MS = 2000;

/** Options of {@link useOrder}: SWR's, and how often a pending order is read again. */
export type OrderQueryConfig = LenseQueryConfig<ApiOrder> & {
  /**
   * Milliseconds between reads while the order is `pending` ({@link ORDER_PENDING_REFRESH_MS} unless
   * given); 0 reads it once, e.g. for a story or a test that holds a state. A settled order is not read again.
   */
  pendingRefreshMs?: number | undefined;
};

/**
 * How long until a read order is read again: `pendingRefreshMs` while it waits for the buyer's PIN, 0 (no
 * more reads) once it is settled or before it is known.
 */
export const orderRefreshInterval = (order: ApiOrder | undefined, pendingRefreshMs: number): number =>
  order?.status === 'pending' ? pendingRefreshMs : 0;

/**
 * GET /orders/{token}: the order behind its link (not fetched while `token` is empty). While it is `pending`
 * it is read again every {@link ORDER_PENDING_REFRESH_MS} ms, so the page turns paid, cancelled… without a
 * reload; once settled the reads stop. An unknown link is a 404 `error`, not retried.
 */
export function useOrder(
  token: string | null | undefined,
  { pendingRefreshMs = ORDER_PENDING_REFRESH_MS, ...config }: OrderQueryConfig = {},
): LenseQuery<ApiOrder> {
  const client = useLenseClient();
  return useSWR(token ? lenseKeys.order(token) : null, () => client.orders.get(token as string), {
    shouldRetryOnError: false,
    refreshInterval: (latest?: ApiOrder) => orderRefreshInterval(latest, pendingRefreshMs),
    ...config,
  });
}

/**
 * POST /orders: `trigger(input)` orders the photos and sends the PIN prompt; resolves with the order, which
 * is written into its {@link useOrder} read so the order page shows it at once. The browser's memory of the
 * order (`createCheckoutStore`) is the app's to write.
 */
export function useCreateOrder(): LenseMutation<ApiOrder, OrderInput> {
  const client = useLenseClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/orders'),
    async (_key: readonly unknown[], { arg }: { arg: OrderInput }) => {
      const order = await client.orders.create(arg);
      await mutate(lenseKeys.order(order.token), order, { revalidate: false });
      return order;
    },
  );
}

/**
 * POST /orders/{token}/retry: `trigger()` sends a new PIN prompt for an order that ended unpaid; the
 * answer (pending again) replaces the cached order, whose reads then start again.
 */
export function useRetryOrder(token: MutationId): LenseMutation<ApiOrder, void> {
  const client = useLenseClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(mutationKey('post', '/orders/{token}/retry', { token }), async () => {
    const order = await client.orders.retry(token as string);
    await mutate(lenseKeys.order(order.token), order, { revalidate: false });
    return order;
  });
}
