import type { OwnerGuestLink } from '@lense/api-client';
import { CopyLinkButton, vars } from '@lense/ui';
import styled from 'styled-components';
import { useTiming } from '../../lib/timing';
import { GuestLinkQrCard } from './GuestLinkQrCard';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[5]};
`;

const Details = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
  min-width: 0;
`;

const Label = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

const Url = styled.code`
  display: block;
  align-self: stretch;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
`;

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

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Whether the link is still open, by its expiry. */
function expiryNote(expiresAt: string | null): string | null {
  if (expiresAt === null) return null;
  return new Date(expiresAt) > new Date()
    ? `Open until ${formatWhen(expiresAt)}.`
    : `Closed since ${formatWhen(expiresAt)}: guests can no longer join or add photos.`;
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
  const expiry = expiryNote(link.expires_at);
  return (
    <Summary>
      <GuestLinkQrCard url={link.url} spaceTitle={spaceTitle} />
      <Details>
        <Label>Guest link</Label>
        <Url>{link.url}</Url>
        <CopyLinkButton value={link.url} resetAfter={copyStatusResetMs} />
        <Counts>
          <Count>
            <dt>{link.uploads === 1 ? 'photo received' : 'photos received'}</dt>
            <dd>{link.uploads.toLocaleString('en-GB')}</dd>
          </Count>
          <Count>
            <dt>{link.guests === 1 ? 'guest' : 'guests'}</dt>
            <dd>{link.guests.toLocaleString('en-GB')}</dd>
          </Count>
        </Counts>
        <Note>
          {hidesNewItems
            ? "Guests' photos wait in 'To review' until you approve them."
            : "Guests' photos appear in the space at once."}
        </Note>
        {expiry ? <Note>{expiry}</Note> : null}
      </Details>
    </Summary>
  );
}
