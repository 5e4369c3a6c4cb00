import { Button, Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '@lense/ui';
import type { ReactElement } from 'react';
import { useReviewMessages } from './reviewMessages';

/** Props of {@link TurnOffGuestUploadsDialog}. */
export interface TurnOffGuestUploadsDialogProps {
  open: boolean;
  /** Called when the dialog asks to open or close (Cancel, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** The request is running: 'Turn off' is busy and the dialog stays. */
  turningOff: boolean;
  /** Called by 'Turn off'. */
  onConfirm: () => void;
  /** The button opening the dialog (focus returns to it when the dialog closes). */
  children: ReactElement;
}

/** Asks before the guest link stops: every guest loses access at that moment. */
export function TurnOffGuestUploadsDialog({
  open,
  onOpenChange,
  turningOff,
  onConfirm,
  children,
}: TurnOffGuestUploadsDialogProps) {
  const t = useReviewMessages();
  return (
    <Dialog open={open} onOpenChange={(next) => (turningOff ? undefined : onOpenChange(next))}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent tone="danger" title={t('turnOff.title')} description={t('turnOff.text')}>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary" disabled={turningOff}>
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={turningOff} onClick={onConfirm}>
            {t('turnOff.confirm')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
