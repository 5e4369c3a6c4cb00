import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { PublishedSitePage } from '../features/published-site/PublishedSitePage';
import { SiteFrame } from '../features/published-site/SiteFrame';
import { lazyScreen } from '../lib/lazyScreen';

// The same chunks as the app's routes load, in the site's frame.
const CheckoutPage = lazyScreen(() =>
  import('../features/checkout/CheckoutPage').then((m) => m.CheckoutPage),
);
const OrderPage = lazyScreen(() => import('../features/checkout/OrderPage').then((m) => m.OrderPage));

/**
 * A published site's addresses: the site on every path, but a space's checkout and an order's page. A
 * visitor's cart lives in the storage of the host it was filled on, so a site sells on its own host: Buy,
 * the cart, paying and the order all happen where the cart is, in the site's frame.
 */
export function PublishedSiteRoutes({ name }: { name: string }) {
  return (
    <Routes>
      <Route
        path={paths.space.checkout.path}
        element={
          <SiteFrame name={name}>
            <CheckoutPage />
          </SiteFrame>
        }
      />
      <Route
        path={paths.order.path}
        element={
          <SiteFrame name={name}>
            <OrderPage />
          </SiteFrame>
        }
      />
      <Route path="*" element={<PublishedSitePage name={name} />} />
    </Routes>
  );
}
