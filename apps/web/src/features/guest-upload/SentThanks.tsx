import { Button, Stack, Text } from '@lense/ui';
import { useEffect, useRef } from 'react';
import { useGuestMessages } from './guestMessages';

/** Props of {@link SentThanks}. */
export interface SentThanksProps {
  /** The organiser approves guests' photos before they show. */
  review: boolean;
  onSendMore: () => void;
}

/**
 * After every photo is sent (the thanks itself is announced above): when they will show, and 'Send
 * more photos', which takes focus so the next step is one key away.
 */
export function SentThanks({ review, onSendMore }: SentThanksProps) {
  const sendMore = useRef<HTMLButtonElement>(null);
  const t = useGuestMessages();
  useEffect(() => sendMore.current?.focus(), []);
  return (
    <Stack align="start" gap={4}>
      <Text tone="muted">{t(review ? 'event.reviewNote' : 'thanks.visible')}</Text>
      <Button ref={sendMore} onClick={onSendMore}>
        {t('thanks.sendMore')}
      </Button>
    </Stack>
  );
}
