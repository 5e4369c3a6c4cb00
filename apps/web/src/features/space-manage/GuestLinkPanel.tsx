import { MESSAGES } from '@lense/api-client';
import { useGuestLink, useSaveGuestLink, useTurnOffGuestLink } from '@lense/api-client/hooks';
import { Button, EmptyState, ErrorView, Spinner, TextLink, toast, vars } from '@lense/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { GuestLinkSettingsForm } from './GuestLinkSettingsForm';
import { GuestLinkSummary } from './GuestLinkSummary';
import { TurnOffGuestUploadsDialog } from './TurnOffGuestUploadsDialog';

/** Toasts of the panel. */
export const GUEST_UPLOADS_ON = 'Guest uploads turned on';
export const GUEST_UPLOADS_OFF = 'Guest uploads turned off';

const Lead = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const TurnOff = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

const TurnOffText = styled.p`
  flex: 1 1 240px;
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
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

  const onTurnOn = async () => {
    try {
      await turnOn.trigger({});
      toast.success(GUEST_UPLOADS_ON);
    } catch {
      toast.error(MESSAGES.genericError);
    }
  };

  const onTurnOff = async () => {
    try {
      await turnOff.trigger();
      setConfirmOff(false);
      toast.success(GUEST_UPLOADS_OFF);
    } catch {
      setConfirmOff(false);
      toast.error(MESSAGES.genericError);
    }
  };

  if (link.error) return <ErrorView message="Failed to fetch data" onReload={() => void link.mutate()} />;
  if (link.data === undefined) return <Spinner label="Loading guest uploads" />;
  if (link.data === null) {
    return (
      <EmptyState
        title="Guest uploads are off"
        description="Guests scan a QR code and add their photos from their phone, no account or app needed."
        action={
          <Button loading={turnOn.isMutating} onClick={() => void onTurnOn()}>
            Turn on guest uploads
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Lead>
        Share the link or print the QR code: guests give their name and add their photos.{' '}
        <TextLink as={Link} to={paths.space.poster(spaceId)}>
          Print a poster
        </TextLink>
      </Lead>
      <GuestLinkSummary link={link.data} spaceTitle={spaceTitle} hidesNewItems={hidesNewItems} />
      <GuestLinkSettingsForm key={link.data.id} spaceId={spaceId} link={link.data} />
      <TurnOff>
        <TurnOffText>Turning guest uploads off stops the link and every guest's access at once.</TurnOffText>
        <TurnOffGuestUploadsDialog
          open={confirmOff}
          onOpenChange={setConfirmOff}
          turningOff={turnOff.isMutating}
          onConfirm={() => void onTurnOff()}
        >
          <Button variant="danger">Turn off guest uploads</Button>
        </TurnOffGuestUploadsDialog>
      </TurnOff>
    </>
  );
}
