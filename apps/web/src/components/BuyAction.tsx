import type { SpacePhoto } from '@lense/api-client';
import { Button, formatPrice, isPremiumPrice, vars } from '@lense/ui';
import styled from 'styled-components';
import { formatTag } from '../i18n/formatTag';
import { useCheckoutMessages } from '../lib/checkoutMessages';
import { checkoutStore, useCart } from '../lib/checkoutStore';

const Note = styled.span`
  color: ${vars.color.textOnBackdrop};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The viewer's action for a priced photo: 'Buy · Ksh 500' adds it to its space's cart; once there, 'In cart'
 * with a way to take it out. While its owner cannot sell yet, it says so instead.
 */
export function BuyAction({ photo, salesOpen }: { photo: SpacePhoto; salesOpen: boolean }) {
  const cart = useCart(photo.space_id);
  const t = useCheckoutMessages();
  // A free photo (no price, or 0) has its free download instead.
  if (photo.price === null || !isPremiumPrice(photo.price)) return null;
  if (!salesOpen) return <Note>{t('buy.salesNotOpen')}</Note>;
  const checkout = checkoutStore();
  if (cart.some((entry) => entry.photoId === photo.id)) {
    return (
      <>
        <Note>{t('buy.inCart')}</Note>
        <Button
          size="small"
          variant="secondary"
          onClick={() => checkout.removeFromCart(photo.space_id, photo.id)}
        >
          {t('buy.remove')}
        </Button>
      </>
    );
  }
  return (
    <Button
      size="small"
      onClick={() =>
        checkout.addToCart(photo.space_id, {
          photoId: photo.id,
          price: photo.price as string,
          thumbUrl: photo.thumb_url ?? photo.preview_url ?? photo.url,
          caption: photo.comment,
        })
      }
    >
      {t('buy.buy', { price: formatPrice(photo.price, { locale: formatTag(t.locale) }) })}
    </Button>
  );
}
