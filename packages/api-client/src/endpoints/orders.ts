import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { ApiOrder, OrderInput, SpaceSale } from './types';

/**
 * The address of a paid photo's clean original (GET /orders/{token}/photos/{photo_id}/original), for a
 * plain link the browser follows: the API redirects it to a short-lived download address while the order is
 * paid, not refunded and within 30 days of payment, and answers 404 otherwise. The order's token is the
 * whole permission, so no session is needed. `apiBase` is the client's base URL, e.g. '/api'.
 */
export const orderOriginalUrl = (apiBase: string, token: string, photoId: string) =>
  `${apiBase.replace(/\/+$/, '')}/orders/${encodeURIComponent(token)}/photos/${encodeURIComponent(photoId)}/original`;

/**
 * The address of a paid order's clean originals as one zip (GET /orders/{token}/zip), for a plain link: the
 * API streams it while the order is paid, not refunded and within 30 days of payment, 404 otherwise.
 */
export const orderZipUrl = (apiBase: string, token: string) =>
  `${apiBase.replace(/\/+$/, '')}/orders/${encodeURIComponent(token)}/zip`;

/**
 * The address of a space's sales as CSV (GET /spaces/{space_id}/orders.csv). Owner only, by bearer token:
 * fetch it with the session's Authorization header and save the text, it is not a link a browser can follow.
 */
export const salesCsvUrl = (apiBase: string, spaceId: string) =>
  `${apiBase.replace(/\/+$/, '')}/spaces/${encodeURIComponent(spaceId)}/orders.csv`;

/** Buying photos with M-Pesa (anyone, by the order's link) and a space's sales (its owner). */
export interface OrdersEndpoints {
  /**
   * POST /orders: orders photos of a space at their prices now and sends the M-Pesa PIN prompt to `phone`
   * (07XXXXXXXX, 01XXXXXXXX, +254… or 254…). Answers the order, `pending` (or `failed` when M-Pesa did not
   * take the prompt). 400 phone, 404 space, 409 sales not open yet, 422 a photo not for sale, 429.
   */
  create(input: OrderInput, options?: CallOptions): Promise<ApiOrder>;
  /** GET /orders/{token}: the order behind its link (404 for an unknown token). */
  get(token: string, options?: CallOptions): Promise<ApiOrder>;
  /** POST /orders/{token}/retry: a new PIN prompt for an order that ended unpaid (409 when paid or pending). */
  retry(token: string, options?: CallOptions): Promise<ApiOrder>;
  /** GET /spaces/{space_id}/orders: the space's orders, newest first, phones masked (owner only). */
  forSpace(spaceId: string, options?: CallOptions): Promise<{ orders: SpaceSale[] }>;
  /**
   * POST /spaces/{space_id}/orders/{order_id}/refund: marks a paid order refunded (the money goes back in
   * M-Pesa, not here); its downloads end (owner only; 409 when the order is not paid).
   */
  refund(spaceId: string, orderId: string, options?: CallOptions): Promise<SpaceSale>;
}

/** The endpoint functions of orders and sales. */
export function ordersEndpoints({ call }: EndpointContext): OrdersEndpoints {
  return {
    create: (body, options) => call('post', '/orders', { ...options, body }),
    get: (token, options) => call('get', '/orders/{token}', { ...options, params: { token } }),
    retry: (token, options) => call('post', '/orders/{token}/retry', { ...options, params: { token } }),
    forSpace: (space_id, options) =>
      call('get', '/spaces/{space_id}/orders', { ...options, params: { space_id } }),
    refund: (space_id, order_id, options) =>
      call('post', '/spaces/{space_id}/orders/{order_id}/refund', {
        ...options,
        params: { space_id, order_id },
      }),
  };
}
