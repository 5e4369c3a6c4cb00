import { type ApiOrder, orderZipUrl } from '@lense/api-client';
import { useOrder, useRetryOrder } from '@lense/api-client/hooks';
import { ErrorView, OrderView, PaymentStatus, Spinner, TextLink, toast } from '@lense/ui';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { CardScreen, CardStack, CardStatus } from '../../components/CardScreen';
import { paths } from '../../config/paths';
import { useCheckoutMessages } from '../../lib/checkoutMessages';
import { APP_API_BASE } from '../../lib/client';
import { useErrorText } from '../../lib/errorText';
import { useTiming } from '../../lib/timing';
import { orderPhotos } from './orderPhotos';
import { RememberedOrders } from './RememberedOrders';

/** The page's width: the photos of a paid order need a little more room than a sign-in card. */
const ORDER_WIDTH = 560;

/** The event the order is from, to go back to it. */
function BackToSpace({ order }: { order: ApiOrder }) {
  const t = useCheckoutMessages();
  if (!order.space) return null;
  return (
    <TextLink asChild>
      <Link to={paths.space(order.space.id)}>{t('order.backTo', { space: order.space.title })}</Link>
    </TextLink>
  );
}

/** A paid or refunded order: its receipt and, while paid, each original's download and the zip. */
function SettledOrder({ order }: { order: ApiOrder & { status: 'paid' | 'refunded' } }) {
  const t = useCheckoutMessages();
  return (
    <OrderView
      status={order.status}
      receiptNumber={order.receipt_number ?? ''}
      paidAt={order.paid_at ?? order.created_at}
      photos={orderPhotos(APP_API_BASE, order, (number) => t('photo', { number }))}
      total={order.total}
      downloadAllHref={orderZipUrl(APP_API_BASE, order.token)}
      downloadsUntil={order.downloads_until ?? undefined}
    />
  );
}

/** Waiting for the PIN, or a payment that ended unpaid and can be tried again with the same order. */
function UnpaidOrder({ order }: { order: ApiOrder }) {
  const retry = useRetryOrder(order.token);
  const errorText = useErrorText();
  return (
    <PaymentStatus
      status={order.status}
      phone={order.phone}
      detail={order.status_detail}
      retrying={retry.isMutating}
      onRetry={() => {
        retry.trigger().catch((error: unknown) => toast.error(errorText(error)));
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
  const t = useCheckoutMessages();

  if (order.error?.status === 404) {
    return (
      <CardScreen title={t('order.notFoundTitle')} lead={t('order.notFoundLead')}>
        <ButtonLink to={paths.discover()} $variant="secondary">
          {t('order.discover')}
        </ButtonLink>
      </CardScreen>
    );
  }
  if (order.error && !order.data) {
    return <ErrorView message={t('order.loadFailed')} onReload={() => void order.mutate()} />;
  }
  if (!order.data) {
    return (
      <CardScreen>
        <CardStatus>
          <Spinner size="large" label={t('order.loading')} />
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
