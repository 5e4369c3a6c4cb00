import type { PublicGuestLink } from '@lense/api-client';
import { displayTitle, formatDateRange, vars } from '@lense/ui';
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

const Kicker = styled.p`
  margin: 0;
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

const Title = styled.h1`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

const When = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Description = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.text};
  line-height: ${vars.lineHeight.normal};
  white-space: pre-line;
`;

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
      <Kicker>{t('event.kicker')}</Kicker>
      <Title id={titleId}>{displayTitle(space.title)}</Title>
      <When>
        {formatDateRange(space.start_date, space.end_date, dateLocale(t.locale))}
        {space.location ? ` · ${space.location}` : null}
      </When>
      {space.description ? <Description>{space.description}</Description> : null}
      {link.review ? <ReviewNote>{t('event.reviewNote')}</ReviewNote> : null}
    </Card>
  );
}
