import { type ApiOrder, orderOriginalUrl } from '@lense/api-client';
import type { OrderPhoto } from '@lense/ui';

/**
 * The photos of an order as the order page lists them: the image visitors see (the photo's display route
 * while it has none), its caption as name and alternative text, and the download of its clean original.
 * `untitled` names a photo without a caption by its position ('Photo 2'), in the reader's language.
 */
export function orderPhotos(
  apiBase: string,
  order: ApiOrder,
  untitled: (position: number) => string,
): OrderPhoto[] {
  return order.items.map((item, index) => {
    const name = item.alt ?? untitled(index + 1);
    return {
      id: item.photo_id,
      src:
        item.image_url ?? `${apiBase.replace(/\/+$/, '')}/photos/${encodeURIComponent(item.photo_id)}/image`,
      alt: name,
      name,
      price: item.price,
      downloadHref: orderOriginalUrl(apiBase, order.token, item.photo_id),
    };
  });
}
