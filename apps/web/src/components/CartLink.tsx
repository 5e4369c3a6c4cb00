import { Button } from '@lense/ui';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useCheckoutMessages } from '../lib/checkoutMessages';
import { useCart } from '../lib/checkoutStore';

/** 'Cart (2)' on a space's view while its cart holds photos: the way to its checkout. */
export function CartLink({ spaceId }: { spaceId: string }) {
  const cart = useCart(spaceId);
  const t = useCheckoutMessages();
  if (cart.length === 0) return null;
  return (
    <Button asChild size="small">
      <Link to={paths.space.checkout(spaceId)}>{t('cart.link', { count: cart.length })}</Link>
    </Button>
  );
}
