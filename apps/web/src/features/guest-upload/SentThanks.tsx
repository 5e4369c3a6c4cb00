import { Button, vars } from '@lense/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useGuestMessages } from './guestMessages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[4]};
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

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
    <Box>
      <Note>{t(review ? 'event.reviewNote' : 'thanks.visible')}</Note>
      <Button ref={sendMore} onClick={onSendMore}>
        {t('thanks.sendMore')}
      </Button>
    </Box>
  );
}
