import { Button, Stack, Surface, Text } from '@lense/ui';
import { useEffect, useRef } from 'react';
import type { UploadRow } from '../../lib/uploadRun';
import { useGuestMessages } from './guestMessages';

// A long file name breaks rather than widening the panel.
const boxText = { overflowWrap: 'anywhere' } as const;

/**
 * The photos of an upload that were not sent, and 'Try again' for them alone. Focus lands on the button,
 * so a guest can resend at once (the picker they used was disabled while sending).
 */
export function UnsentPhotos({ rows, onRetry }: { rows: readonly UploadRow[]; onRetry: () => void }) {
  const retry = useRef<HTMLButtonElement>(null);
  const t = useGuestMessages();
  useEffect(() => retry.current?.focus(), []);
  return (
    <Surface asChild tone="danger" border padding={4}>
      <Stack gap={3} align="start" style={boxText}>
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
      </Stack>
    </Surface>
  );
}
