import { Button, Dialog, DialogActions, DialogClose, DialogContent } from '@lense/ui';
import type { ReactNode } from 'react';
import { useSpacesMessages } from '../lib/spacesMessages';

/** Props of {@link ConfirmDeleteDialog}. */
export interface ConfirmDeleteDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (Cancel, Escape, backdrop); ignored while deleting. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's question, e.g. 'Delete this space?'. */
  title: string;
  /** What the delete does, ending with 'This cannot be undone.'. */
  description: ReactNode;
  /** The delete is running: the Delete button is busy and the dialog stays open. */
  deleting: boolean;
  /** Called by Delete. */
  onConfirm: () => void;
}

/** Asks before something is deleted for good: Cancel, or a busy-while-running Delete. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  deleting,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const t = useSpacesMessages();
  return (
    <Dialog open={open} onOpenChange={(next) => (deleting ? undefined : onOpenChange(next))}>
      <DialogContent tone="danger" title={title} description={description}>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary" disabled={deleting}>
              {t('dialog.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            {t('dialog.delete')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
