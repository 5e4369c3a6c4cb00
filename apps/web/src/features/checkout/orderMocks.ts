import type { ApiOrderStatus } from '@lense/api-client';
import { buildOrder, mockEndpoint } from '@lense/api-client/mocks';
import { photoImage } from '../../testing/photoImages';

/** The fixture order's photos, with offline images so stories show them. */
const withImages = (status: ApiOrderStatus, token: string) => {
  const order = buildOrder(status, { token });
  const images = [photoImage('#f97316', '#db2777', 120, 80), photoImage('#0ea5e9', '#6366f1', 80, 120)];
  return {
    ...order,
    items: order.items.map((item, index) => ({ ...item, image_url: images[index] ?? null })),
  };
};

/**
 * GET /orders/{token} answering `statuses` in turn, one a read, the last one from then on (e.g.
 * ['pending', 'paid']: the buyer enters the PIN between two reads).
 */
export function orderReadsAs(...statuses: ApiOrderStatus[]) {
  let reads = 0;
  return mockEndpoint('get', '/orders/{token}', {
    populated: (request) => {
      const status = statuses[Math.min(reads, statuses.length - 1)] ?? 'pending';
      reads += 1;
      const token = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
      return withImages(status, token);
    },
  });
}
