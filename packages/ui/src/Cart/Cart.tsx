import { forwardRef, type HTMLAttributes, useId } from 'react';
import { Button } from '../Button';
import {
  type CheckoutPhoto,
  Panel,
  PanelHeading,
  PhotoLines,
  sumPrices,
  TotalRow,
  useMoney,
} from '../checkout';
import { useCheckoutStrings } from '../checkout/useCheckoutStrings';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../internal/icons';
import { CartCount, CartHeader } from './Cart.styles';

/** Props of {@link Cart}; other attributes and the ref go to its root `section`. */
export interface CartProps extends HTMLAttributes<HTMLElement> {
  /** The photos in the cart, priced in the locale's currency. */
  photos: readonly CheckoutPhoto[];
  /** Called with a photo's id when its Remove button is pressed; without it photos cannot be removed. */
  onRemove?: ((photoId: string) => void) | undefined;
  /** Called when Checkout is pressed. */
  onCheckout?: (() => void) | undefined;
  /** The total, when the caller has it (e.g. from the API); the sum of the prices otherwise. */
  total?: number | string | undefined;
  /** Locale for the prices' digit grouping. Default the LocaleProvider's `formats.numbers`. */
  locale?: string | undefined;
}

/** The photos a visitor chose to buy: each with its price and a Remove action, the total, and Checkout. */
export const Cart = forwardRef<HTMLElement, CartProps>(function Cart(
  { photos, onRemove, onCheckout, total, locale, ...rest },
  ref,
) {
  const text = useCheckoutStrings('cart');
  const money = useMoney(locale);
  const headingId = useId();
  if (photos.length === 0) {
    return (
      <EmptyState ref={ref} data-ui="Cart" title={text.emptyTitle} description={text.emptyText} {...rest} />
    );
  }
  return (
    <Panel ref={ref} data-ui="Cart" aria-labelledby={headingId} {...rest}>
      <CartHeader>
        <PanelHeading id={headingId}>{text.title}</PanelHeading>
        <CartCount>
          {/* A number among words: isolated, so it keeps its order right to left. */}
          <bdi>{text.count(photos.length)}</bdi>
        </CartCount>
      </CartHeader>
      <PhotoLines
        photos={photos}
        label={text.title}
        money={money}
        action={
          onRemove
            ? (photo) => (
                <IconButton
                  variant="subtle"
                  size="small"
                  icon={<CloseIcon />}
                  aria-label={text.remove(photo.name ?? photo.alt)}
                  onClick={() => onRemove(photo.id)}
                />
              )
            : undefined
        }
      />
      <TotalRow>
        <span>{text.total}</span>
        <span>{money(total ?? sumPrices(photos.map((photo) => photo.price)))}</span>
      </TotalRow>
      <Button fullWidth size="large" onClick={onCheckout}>
        {text.checkout}
      </Button>
    </Panel>
  );
});
