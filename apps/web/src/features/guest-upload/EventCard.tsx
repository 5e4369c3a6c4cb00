import type { PublicGuestLink } from '@lense/api-client';
import { displayTitle, formatDateRange, Heading, Text, vars } from '@lense/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { dateLocale } from '../../lib/dateLocale';
import { useGuestMessages } from './guestMessages';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  overflow-wrap: anywhere;
`;

// The organiser's own line breaks stay.
const descriptionText = { whiteSpace: 'pre-line' } as const;

const ReviewNote = styled.p`
  margin: ${vars.space[2]} 0 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSubtle};
  color: ${vars.color.info};
  font-size: ${vars.fontSize.sm};
`;

/** The event a guest link is for: its title, dates, place and description, and whether photos wait for review. */
export function EventCard({ link }: { link: PublicGuestLink }) {
  const { space } = link;
  const titleId = useId();
  const t = useGuestMessages();
  return (
    <Card aria-labelledby={titleId}>
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
        <Text tone="default" leading="normal" marginBlockStart={2} style={descriptionText}>
          {space.description}
        </Text>
      ) : null}
      {link.review ? <ReviewNote>{t('event.reviewNote')}</ReviewNote> : null}
    </Card>
  );
}
