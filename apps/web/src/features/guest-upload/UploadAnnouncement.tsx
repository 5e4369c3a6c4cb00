import { Heading, Text } from '@lense/ui';
import styled from 'styled-components';
import type { UploadRow } from '../../lib/uploadRun';
import { useGuestMessages } from './guestMessages';
import type { GuestUploadPhase } from './useGuestUpload';

// Always in the page, so screen readers hear each change: the count as photos go, then the thanks. Empty,
// it is taken out of the flow (not hidden, which would end the live region) so it adds no gap.
const Live = styled.div`
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
`;

/** Props of {@link UploadAnnouncement}. */
export interface UploadAnnouncementProps {
  phase: GuestUploadPhase;
  rows: readonly UploadRow[];
  sentCount: number;
}

/** The live line of an upload: '2 of 5 photos sent' while sending, '5 photos sent. Thank you!' at the end. */
export function UploadAnnouncement({ phase, rows, sentCount }: UploadAnnouncementProps) {
  const t = useGuestMessages();
  const sending = (phase === 'uploading' || phase === 'unfinished') && rows.length > 0;
  // A file is sent once its last byte is: its status says 'done' only when the whole upload ends.
  const sent = rows.filter(
    (row) => row.status === 'done' || (row.status === 'uploading' && row.progress >= 1),
  ).length;
  return (
    <Live role="status">
      {phase === 'done' ? (
        <Heading level={2} size="xl" tone="success">
          {t('progress.allSent', { count: sentCount })}
        </Heading>
      ) : null}
      {sending ? (
        <Text tone="default" size="sm" weight="semibold" tabularNums>
          {t('progress.sentSoFar', { sent, total: rows.length })}
        </Text>
      ) : null}
    </Live>
  );
}
