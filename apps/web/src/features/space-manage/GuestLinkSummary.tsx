import type { OwnerGuestLink } from '@lense/api-client';
import { CopyLinkButton, Heading, Inline, Stack, Surface, Text, vars } from '@lense/ui';
import styled from 'styled-components';
import { formatTag } from '../../i18n/formatTag';
import { dateLocale } from '../../lib/dateLocale';
import { useTiming } from '../../lib/timing';
import { GuestLinkQrCard } from './GuestLinkQrCard';
import { type ReviewMessages, useReviewMessages } from './reviewMessages';

// A long link breaks anywhere rather than overflows.
const urlText = { overflowWrap: 'anywhere' } as const;

const Count = styled.div`
  display: flex;
  flex-direction: column-reverse;
  min-width: 120px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
  dd {
    margin: 0;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** Whether the link is still open, by its expiry. */
function expiryNote(t: ReviewMessages, expiresAt: string | null): string | null {
  if (expiresAt === null) return null;
  const when = new Intl.DateTimeFormat(dateLocale(t.locale) ?? 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(expiresAt));
  return t(new Date(expiresAt) > new Date() ? 'summary.openUntil' : 'summary.closedSince', { when });
}

/** Props of {@link GuestLinkSummary}. */
export interface GuestLinkSummaryProps {
  link: OwnerGuestLink;
  spaceTitle: string;
  /** The space hides new items, so guests' photos wait for review. */
  hidesNewItems: boolean;
}

/** The guest link with a copy button, its QR code to print, and what came in through it so far. */
export function GuestLinkSummary({ link, spaceTitle, hidesNewItems }: GuestLinkSummaryProps) {
  const { copyStatusResetMs } = useTiming();
  const t = useReviewMessages();
  const expiry = expiryNote(t, link.expires_at);
  const count = new Intl.NumberFormat(formatTag(t.locale));
  return (
    <Inline align="start" gap={5}>
      <GuestLinkQrCard url={link.url} spaceTitle={spaceTitle} />
      <Stack flex="1 1 240px" align="start" gap={3} minWidth="0">
        <Heading level={3} size="md" weight="semibold" leading="normal">
          {t('summary.link')}
        </Heading>
        <Surface asChild tone="sunken" border radius="sm" paddingBlock={2} paddingInline={3} width="100%">
          <Text asChild tone="default" size="sm">
            <code style={urlText}>{link.url}</code>
          </Text>
        </Surface>
        <CopyLinkButton value={link.url} resetAfter={copyStatusResetMs} />
        <Inline asChild gap={3}>
          <dl>
            <Count>
              <dt>{t('summary.photos', { count: link.uploads })}</dt>
              <dd>{count.format(link.uploads)}</dd>
            </Count>
            <Count>
              <dt>{t('summary.guests', { count: link.guests })}</dt>
              <dd>{count.format(link.guests)}</dd>
            </Count>
          </dl>
        </Inline>
        <Text tone="muted" size="sm">
          {t(hidesNewItems ? 'summary.waitsForReview' : 'summary.appearAtOnce')}
        </Text>
        {expiry ? (
          <Text tone="muted" size="sm">
            {expiry}
          </Text>
        ) : null}
      </Stack>
    </Inline>
  );
}
