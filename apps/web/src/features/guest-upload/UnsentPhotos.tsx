import { Button, Text, vars } from '@lense/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { UploadRow } from '../../lib/uploadRun';
import { useGuestMessages } from './guestMessages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSubtle};
  overflow-wrap: anywhere;
`;

/**
 * The photos of an upload that were not sent, and 'Try again' for them alone. Focus lands on the button,
 * so a guest can resend at once (the picker they used was disabled while sending).
 */
export function UnsentPhotos({ rows, onRetry }: { rows: readonly UploadRow[]; onRetry: () => void }) {
  const retry = useRef<HTMLButtonElement>(null);
  const t = useGuestMessages();
  useEffect(() => retry.current?.focus(), []);
  return (
    <Box>
      <Text tone="danger" size="sm" weight="medium" role="alert">
        {t('unsent.message')}
      </Text>
      <Text asChild tone="default" size="sm" paddingInline={5}>
        <ul aria-label={t('unsent.list')}>
          {rows
            .filter((row) => row.status !== 'done')
            .map((row) => (
              <li key={row.id}>{row.name}</li>
            ))}
        </ul>
      </Text>
      <Button ref={retry} onClick={onRetry}>
        {t('unsent.retry')}
      </Button>
    </Box>
  );
}
