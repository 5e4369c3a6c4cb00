import { createCheckoutStore, type RememberedOrder } from '@lense/api-client';
import { Heading, Stack, TextLink } from '@lense/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatTag } from '../../i18n/formatTag';
import { useCheckoutMessages } from '../../lib/checkoutMessages';

/** The browser's storage, when it offers one (privacy modes may refuse it). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** When an order was placed, e.g. '9 Jul 2026, 14:05', as `tag` writes it. */
const orderDate = (iso: string, tag: string) =>
  new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/**
 * The other orders this browser placed (the checkout remembers them), each a link to its page, so a buyer
 * finds an earlier order without its mail. Nothing when there are none.
 */
export function RememberedOrders({ currentToken }: { currentToken: string }) {
  const headingId = useId();
  const t = useCheckoutMessages();
  // Read once: the list changes only when an order is placed, on another page.
  const [orders] = useState<readonly RememberedOrder[]>(() => createCheckoutStore(browserStorage()).orders());
  const others = orders.filter((order) => order.token !== currentToken);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} size="md" leading="normal" marginBlockEnd={3} id={headingId}>
        {t('order.others')}
      </Heading>
      <Stack asChild gap={2}>
        <ul>
          {others.map((order) => (
            <li key={order.token}>
              <TextLink asChild>
                <Link to={paths.order(order.token)}>
                  {t('order.placedOn', { date: orderDate(order.createdAt, formatTag(t.locale)) })}
                </Link>
              </TextLink>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
