import { formatPrice, vars } from '@lense/ui';
import styled from 'styled-components';
import { formatTag } from '../../i18n/formatTag';
import { useSalesMessages } from './salesMessages';
import type { SalesTotals } from './salesTotals';

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  margin: 0 0 ${vars.space[5]};
  div {
    flex: 1 1 9rem;
    max-width: 16rem;
    padding: ${vars.space[4]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceRaised};
  }
  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
  dd {
    margin: ${vars.space[1]} 0 0;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
  dd + dd {
    margin-top: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.regular};
  }
`;

/** The money a space's sales brought in (paid orders) and the money sent back (refunded ones). */
export function SalesSummary({ totals }: { totals: SalesTotals }) {
  const t = useSalesMessages();
  const money = (amount: number) => formatPrice(amount, { locale: formatTag(t.locale) });
  const orders = (count: number) => t('summary.orders', { count });
  return (
    <Figures>
      <div>
        <dt>{t('summary.paid')}</dt>
        <dd>{money(totals.paid.amount)}</dd>
        <dd>
          {t('summary.ordersAndPhotos', {
            orders: orders(totals.paid.orders),
            photos: t('summary.photos', { count: totals.paid.photos }),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('summary.refunded')}</dt>
        <dd>{money(totals.refunded.amount)}</dd>
        <dd>{orders(totals.refunded.orders)}</dd>
      </div>
    </Figures>
  );
}
