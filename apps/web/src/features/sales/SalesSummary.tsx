import { formatPrice, Inline, Surface, Text } from '@lense/ui';
import type { ReactNode } from 'react';
import { formatTag } from '../../i18n/formatTag';
import { useSalesMessages } from './salesMessages';
import type { SalesTotals } from './salesTotals';

// Amounts and counts line up from one figure to the next.
const figures = { fontVariantNumeric: 'tabular-nums' } as const;

/** One figure: its label, the amount, and what it is made of, on a card of its own. */
function Figure({ label, amount, detail }: { label: string; amount: string; detail: ReactNode }) {
  return (
    <Surface asChild border padding={4} flex="1 1 9rem" maxWidth="16rem">
      <div>
        <Text asChild tone="muted" size="sm">
          <dt>{label}</dt>
        </Text>
        <Text asChild tone="default" size="xl" weight="semibold" marginBlockStart={1}>
          <dd style={figures}>{amount}</dd>
        </Text>
        <Text asChild tone="muted" size="sm" weight="regular">
          <dd style={figures}>{detail}</dd>
        </Text>
      </div>
    </Surface>
  );
}

/** The money a space's sales brought in (paid orders) and the money sent back (refunded ones). */
export function SalesSummary({ totals }: { totals: SalesTotals }) {
  const t = useSalesMessages();
  const money = (amount: number) => formatPrice(amount, { locale: formatTag(t.locale) });
  const orders = (count: number) => t('summary.orders', { count });
  return (
    <Inline asChild gap={4} marginBlockEnd={5}>
      <dl>
        <Figure
          label={t('summary.paid')}
          amount={money(totals.paid.amount)}
          detail={t('summary.ordersAndPhotos', {
            orders: orders(totals.paid.orders),
            photos: t('summary.photos', { count: totals.paid.photos }),
          })}
        />
        <Figure
          label={t('summary.refunded')}
          amount={money(totals.refunded.amount)}
          detail={orders(totals.refunded.orders)}
        />
      </dl>
    </Inline>
  );
}
