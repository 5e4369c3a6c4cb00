/**
 * Operations of the API's OpenAPI document that the client does not wrap yet, as `METHOD /path` in the
 * document's own form. The coverage tests skip exactly these, so a new operation can only land with its
 * client function and mock, or by being listed here on purpose. The list shrinks as the client catches up.
 *
 * The image and storage addresses (GET /photos/{photo_id}/image, GET /photos/{photo_id}/watermarked,
 * GET /photos/{photo_id}/images/{file},
 * GET /watermarks/{watermark_id}/image, GET /banners/{id}/image, GET /icons/{id}/image, POST /watermark,
 * PUT/GET /storage/{*}) stay here for good: they are URLs for `<img>` and for the PUTs of an upload, not
 * client calls. So does GET /spaces/{space_id}/live, an event stream a page opens with `EventSource`
 * ({@link liveSpaceUrl}), not a call that answers once. The M-Pesa checkout's operations (the organiser's till
 * or paybill, orders and their downloads, a space's sales, the simulator's phone) wait for their client functions; M-Pesa's callback stays here for
 * good: Safaricom calls it, not a client.
 */
export const PENDING_OPERATIONS: readonly string[] = [
  'PUT /storage/{*}',
  'GET /storage/{*}',
  'GET /photos/{photo_id}/watermarked',
  'GET /photos/{photo_id}/image',
  'GET /photos/{photo_id}/images/{file}',
  'GET /watermarks/{watermark_id}/image',
  'GET /banners/{id}/image',
  'GET /icons/{id}/image',
  'POST /watermark',
  'GET /spaces/{space_id}/live',
  'POST /payments/callback/{callback_token}',
  'GET /me/mpesa_account',
  'PUT /me/mpesa_account',
  'DELETE /me/mpesa_account',
  'POST /orders',
  'GET /orders/{token}',
  'POST /orders/{token}/retry',
  'GET /orders/{token}/photos/{photo_id}/original',
  'GET /spaces/{space_id}/orders',
  'POST /spaces/{space_id}/orders/{order_id}/refund',
  'GET /dev/phone',
  'POST /dev/phone/prompts/{checkout_request_id}',
];
