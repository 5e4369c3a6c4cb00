import type { PublicGuestLink } from '@lense/api-client';
import { displayTitle, formatDateRange, Heading, Stack, Surface, Text } from '@lense/ui';
import { useId } from 'react';
import { dateLocale } from '../../lib/dateLocale';
import { useGuestMessages } from './guestMessages';

// A long word or address breaks rather than widening the card.
const cardText = { overflowWrap: 'anywhere' } as const;

/** The event a guest link is for: its title, dates, place and description, and whether photos wait for review. */
export function EventCard({ link }: { link: PublicGuestLink }) {
  const { space } = link;
  const titleId = useId();
  const t = useGuestMessages();
  return (
    <Surface asChild border radius="lg" padding={5}>
      <Stack asChild gap={2}>
        <section aria-labelledby={titleId} style={cardText}>
          <Text tone="primary" size="sm" weight="semibold">
            {t('event.kicker')}
          </Text>
          <Heading level={1} size="2xl" id={titleId}>
            {displayTitle(space.title)}
          </Heading>
          <Text tone="muted" size="sm">
            {formatDateRange(space.start_date, space.end_date, dateLocale(t.locale))}
            {space.location ? ` · ${space.location}` : null}
          </Text>
          {space.description ? (
            <Text tone="default" leading="normal" marginBlockStart={2} preserveLines>
              {space.description}
            </Text>
          ) : null}
          {link.review ? (
            <Surface asChild tone="info" marginBlockStart={2} paddingBlock={3} paddingInline={4}>
              <Text tone="info" size="sm">
                {t('event.reviewNote')}
              </Text>
            </Surface>
          ) : null}
        </section>
      </Stack>
    </Surface>
  );
}
