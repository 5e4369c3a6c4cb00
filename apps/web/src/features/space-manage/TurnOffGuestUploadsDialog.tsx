import { Button, Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '@lense/ui';
import type { ReactElement } from 'react';

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
  return (
    <Dialog open={open} onOpenChange={(next) => (turningOff ? undefined : onOpenChange(next))}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        tone="danger"
        title="Turn off guest uploads?"
        description="The link and every guest's access stop at once: nobody can add photos through it any more. Photos guests already sent stay in the space. Turning guest uploads on again makes a new link and QR code."
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary" disabled={turningOff}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" loading={turningOff} onClick={onConfirm}>
            Turn off
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
