import { isValidPhone, type StoredCartPhoto } from '@lense/api-client';
import { useCreateOrder } from '@lense/api-client/hooks';
import {
  Button,
  Cart,
  type CheckoutDetails,
  CheckoutForm,
  type CheckoutPhoto,
  displayTitle,
  EmptyState,
  Grid,
  PageHeader,
  PageLayout,
} from '@lense/ui';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCheckoutMessages } from '../../lib/checkoutMessages';
import { checkoutStore, useCart } from '../../lib/checkoutStore';
import { useErrorText } from '../../lib/errorText';
import { useLoadedSpace, useSpaceRouteId } from '../../lib/space';

/**
 * A cart entry as the checkout components show it: named by the caption it was added with, as the order
 * page names it, else by its place ('Photo 1', in the reader's words).
 */
const checkoutPhoto = (entry: StoredCartPhoto, untitled: string): CheckoutPhoto => ({
  id: entry.photoId,
  src: entry.thumbUrl ?? '',
  alt: entry.caption || untitled,
  name: entry.caption || undefined,
  price: entry.price,
});

/**
 * /spaces/:spaceId/checkout: the visitor's cart of the space's photos and the M-Pesa checkout. Pay orders
 * them, remembers the order in this browser, empties the cart and opens the order's page; a refusal
 * (phone, sales not open, a photo no longer for sale, too many prompts) shows under the form with nothing
 * lost.
 */
export function CheckoutPage() {
  const spaceId = useSpaceRouteId();
  const { view } = useLoadedSpace(spaceId);
  const cart = useCart(spaceId);
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLElement>(null);
  const t = useCheckoutMessages();
  const errorText = useErrorText();
  if (!view) return null;
  const title = displayTitle(view.space.title);
  const photos = cart.map((entry, index) => checkoutPhoto(entry, t('photo', { number: index + 1 })));
  const pay = async ({ phone, email }: CheckoutDetails) => {
    setError(null);
    try {
      const order = await createOrder.trigger({
        space_id: spaceId,
        photo_ids: cart.map((entry) => entry.photoId),
        phone,
        ...(email ? { email } : {}),
      });
      const checkout = checkoutStore();
      checkout.rememberOrder({ token: order.token, spaceId, createdAt: order.created_at });
      checkout.clearCart(spaceId);
      navigate(paths.order(order.token));
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <PageLayout>
      <PageHeader title={t('checkout.title')} lead={<span title={view.space.title}>{title}</span>} />
      {photos.length === 0 ? (
        <EmptyState
          description={t('checkout.empty')}
          action={
            <Button asChild>
              <Link to={paths.space(spaceId)}>{t('checkout.backToPhotos')}</Link>
            </Button>
          }
        />
      ) : (
        <Grid minChildWidth="320px" gap={5} align="start">
          <Cart
            photos={photos}
            onRemove={(photoId) => checkoutStore().removeFromCart(spaceId, photoId)}
            // The form is beside the cart (below it on a phone): Checkout takes the visitor to its phone field.
            onCheckout={() => form.current?.querySelector('input')?.focus()}
          />
          <CheckoutForm
            ref={form}
            photos={photos}
            onPay={pay}
            paying={createOrder.isMutating}
            error={error ?? undefined}
            salesOpen={view.sales_open}
            validatePhone={isValidPhone}
          />
        </Grid>
      )}
    </PageLayout>
  );
}
