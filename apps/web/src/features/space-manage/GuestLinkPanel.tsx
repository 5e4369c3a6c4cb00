import { useGuestLink, useSaveGuestLink, useTurnOffGuestLink } from '@lense/api-client/hooks';
import { Button, EmptyState, ErrorView, Spinner, Text, TextLink, toast, vars } from '@lense/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { GuestLinkSettingsForm } from './GuestLinkSettingsForm';
import { GuestLinkSummary } from './GuestLinkSummary';
import { useReviewMessages } from './reviewMessages';
import { TurnOffGuestUploadsDialog } from './TurnOffGuestUploadsDialog';

const TurnOff = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

/** Props of {@link GuestLinkPanel}. */
export interface GuestLinkPanelProps {
  spaceId: string;
  /** The space's title, printed with the QR code. */
  spaceTitle: string;
  /** The space hides new items, so guests' photos wait for review. */
  hidesNewItems: boolean;
}

/**
 * Guest uploads: while off, what they are and a button turning them on; while on, the link and its QR
 * code, what came in, the link's settings and a way to turn it off (after a confirmation).
 */
export function GuestLinkPanel({ spaceId, spaceTitle, hidesNewItems }: GuestLinkPanelProps) {
  const link = useGuestLink(spaceId);
  const turnOn = useSaveGuestLink(spaceId);
  const turnOff = useTurnOffGuestLink(spaceId);
  const [confirmOff, setConfirmOff] = useState(false);
  const t = useReviewMessages();

  const onTurnOn = async () => {
    try {
      await turnOn.trigger({});
      toast.success(t('guests.on'));
    } catch {
      toast.error(t('genericError'));
    }
  };

  const onTurnOff = async () => {
    try {
      await turnOff.trigger();
      setConfirmOff(false);
      toast.success(t('guests.off'));
    } catch {
      setConfirmOff(false);
      toast.error(t('genericError'));
    }
  };

  if (link.error) return <ErrorView message={t('fetchFailed')} onReload={() => void link.mutate()} />;
  if (link.data === undefined) return <Spinner label={t('guests.loading')} />;
  if (link.data === null) {
    return (
      <EmptyState
        title={t('guests.offTitle')}
        description={t('guests.offText')}
        action={
          <Button loading={turnOn.isMutating} onClick={() => void onTurnOn()}>
            {t('guests.turnOn')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Text tone="muted">
        {t('guests.lead')}{' '}
        <TextLink asChild>
          <Link to={paths.space.poster(spaceId)}>{t('guests.poster')}</Link>
        </TextLink>
      </Text>
      <GuestLinkSummary link={link.data} spaceTitle={spaceTitle} hidesNewItems={hidesNewItems} />
      <GuestLinkSettingsForm key={link.data.id} spaceId={spaceId} link={link.data} />
      <TurnOff>
        <Text flex="1 1 240px" tone="muted" size="sm">
          {t('guests.turnOffText')}
        </Text>
        <TurnOffGuestUploadsDialog
          open={confirmOff}
          onOpenChange={setConfirmOff}
          turningOff={turnOff.isMutating}
          onConfirm={() => void onTurnOff()}
        >
          <Button variant="danger">{t('guests.turnOff')}</Button>
        </TurnOffGuestUploadsDialog>
      </TurnOff>
    </>
  );
}
