import {
  useLenseClient,
  useMpesaAccount,
  useRefundOrder,
  useSpace,
  useSpaceSales,
} from '@lense/api-client/hooks';
import {
  Button,
  displayTitle,
  ErrorView,
  Inline,
  PageHeader,
  PageLayout,
  type Sale,
  SalesTable,
  Spinner,
  toast,
} from '@lense/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/contact';
import { useErrorText } from '../../lib/errorText';
import { useSpaceRouteId } from '../../lib/space';
import { MpesaNotConnected } from './MpesaNotConnected';
import { SalesSummary } from './SalesSummary';
import { downloadSalesCsv, fileSafeTitle } from './salesCsv';
import { useSalesMessages } from './salesMessages';
import { salesTotals } from './salesTotals';

/**
 * /spaces/{id}/sales: the owner's orders of the space's photos (status, total, masked phone, M-Pesa
 * receipt, date), what they add up to, and 'Mark refunded' once the money is sent back in M-Pesa. Without a
 * till or paybill connected, it says so and links to Settings. A signed-in visitor who does not own the
 * space (the API answers 403) is told only its owner sees them.
 */
export function SalesPage() {
  const spaceId = useSpaceRouteId();
  const space = useSpace(spaceId).data?.space;
  const sales = useSpaceSales(spaceId);
  const account = useMpesaAccount();
  const refund = useRefundOrder(spaceId);
  const t = useSalesMessages();
  const errorText = useErrorText();
  const rows = useMemo(
    () =>
      (sales.data ?? []).map(
        (sale): Sale => ({
          id: sale.id,
          status: sale.status,
          createdAt: sale.created_at,
          photos: sale.photos,
          total: sale.total,
          phone: sale.phone,
          receiptNumber: sale.receipt_number,
        }),
      ),
    [sales.data],
  );
  const totals = useMemo(() => salesTotals(sales.data ?? []), [sales.data]);

  const client = useLenseClient();
  const exportCsv = () => {
    const title = (space ? fileSafeTitle(displayTitle(space.title)) : '') || t('untitledSpace');
    downloadSalesCsv(client, spaceId, t('csvFile', { title })).catch((error: unknown) =>
      toast.error(errorText(error)),
    );
  };

  const markRefunded = (orderId: string) => {
    refund.trigger(orderId).then(
      () => toast.success(t('refunded')),
      (error: unknown) => toast.error(errorText(error)),
    );
  };

  return (
    <PageLayout>
      <PageHeader
        title={t('title')}
        lead={space ? displayTitle(space.title) : undefined}
        actions={
          <Button asChild size="small" variant="secondary">
            <Link to={paths.space.manage(spaceId)}>{t('manageSpace')}</Link>
          </Button>
        }
      />
      {account.data && !account.data.connected ? <MpesaNotConnected /> : null}
      {sales.data ? (
        <>
          {sales.data.length > 0 ? <SalesSummary totals={totals} /> : null}
          <SalesTable
            sales={rows}
            onMarkRefunded={markRefunded}
            onExportCsv={sales.data.length > 0 ? exportCsv : undefined}
          />
        </>
      ) : sales.error?.status === 403 ? (
        <ErrorView title={t('title')} message={t('notOwner')} action="home" />
      ) : sales.error ? (
        <ErrorView
          message={t('loadError')}
          supportEmail={SUPPORT_EMAIL}
          onReload={() => void sales.mutate()}
        />
      ) : (
        <Inline justify="center" wrap={false} paddingBlock={8} paddingInline={4} aria-busy="true">
          <Spinner size="large" label={t('loading')} />
        </Inline>
      )}
    </PageLayout>
  );
}
