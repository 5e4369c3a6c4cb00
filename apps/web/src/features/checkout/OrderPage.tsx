import { type ApiOrder, orderZipUrl } from '@lense/api-client';
import { useOrder, useRetryOrder } from '@lense/api-client/hooks';
import { ErrorView, OrderView, PaymentStatus, Spinner, TextLink, toast } from '@lense/ui';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { CardScreen, CardStack, CardStatus } from '../../components/CardScreen';
import { paths } from '../../config/paths';
import { APP_API_BASE } from '../../lib/client';
import { errorMessage } from '../../lib/submission';
import { useTiming } from '../../lib/timing';
import { orderPhotos } from './orderPhotos';
import { RememberedOrders } from './RememberedOrders';

/** Shown for a link that leads to no order. */
export const ORDER_NOT_FOUND_TITLE = 'We could not find this order';
export const ORDER_NOT_FOUND_LEAD =
  'Check that the link is the whole one from your receipt. Nothing is charged by opening it.';
export const ORDER_FAILED = 'Failed to load your order';

/** The page's width: the photos of a paid order need a little more room than a sign-in card. */
const ORDER_WIDTH = 560;

/** The event the order is from, to go back to it. */
function BackToSpace({ order }: { order: ApiOrder }) {
  if (!order.space) return null;
  return (
    <TextLink as={Link} to={paths.space(order.space.id)}>
      Back to {order.space.title}
    </TextLink>
  );
}

/** A paid or refunded order: its receipt and, while paid, each original's download and the zip. */
function SettledOrder({ order }: { order: ApiOrder & { status: 'paid' | 'refunded' } }) {
  return (
    <OrderView
      status={order.status}
      receiptNumber={order.receipt_number ?? ''}
      paidAt={order.paid_at ?? order.created_at}
      photos={orderPhotos(APP_API_BASE, order)}
      total={order.total}
      downloadAllHref={orderZipUrl(APP_API_BASE, order.token)}
      downloadsUntil={order.downloads_until ?? undefined}
    />
  );
}

/** Waiting for the PIN, or a payment that ended unpaid and can be tried again with the same order. */
function UnpaidOrder({ order }: { order: ApiOrder }) {
  const retry = useRetryOrder(order.token);
  return (
    <PaymentStatus
      status={order.status}
      phone={order.phone}
      detail={order.status_detail}
      retrying={retry.isMutating}
      onRetry={() => {
        retry.trigger().catch((error: unknown) => toast.error(errorMessage(error)));
      }}
    />
  );
}

const isSettled = (order: ApiOrder): order is ApiOrder & { status: 'paid' | 'refunded' } =>
  order.status === 'paid' || order.status === 'refunded';

/**
 * /orders/:token — the order a buyer reaches after paying (and from the receipt mail). While the PIN prompt
 * waits the order is read again until it settles, so the page turns paid or cancelled without a reload.
 */
export function OrderPage() {
  const { token = '' } = useParams();
  const order = useOrder(token, { pendingRefreshMs: useTiming().orderPendingRefreshMs });

  if (order.error?.status === 404) {
    return (
      <CardScreen title={ORDER_NOT_FOUND_TITLE} lead={ORDER_NOT_FOUND_LEAD}>
        <ButtonLink to={paths.discover()} $variant="secondary">
          Discover events
        </ButtonLink>
      </CardScreen>
    );
  }
  if (order.error && !order.data) {
    return <ErrorView message={ORDER_FAILED} onReload={() => void order.mutate()} />;
  }
  if (!order.data) {
    return (
      <CardScreen>
        <CardStatus>
          <Spinner size="large" label="Loading your order" />
        </CardStatus>
      </CardScreen>
    );
  }
  const current = order.data;
  return (
    <CardScreen maxWidth={ORDER_WIDTH}>
      <CardStack>
        {isSettled(current) ? <SettledOrder order={current} /> : <UnpaidOrder order={current} />}
        <BackToSpace order={current} />
        <RememberedOrders currentToken={current.token} />
      </CardStack>
    </CardScreen>
  );
}
