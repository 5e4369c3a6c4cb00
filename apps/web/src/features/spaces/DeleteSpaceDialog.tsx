import { Button, Dialog, DialogActions, DialogClose, DialogContent } from '@lense/ui';

/** Props of {@link DeleteSpaceDialog}. */
export interface DeleteSpaceDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (Cancel, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** The delete is running: the Delete button is busy. */
  deleting: boolean;
  /** Called by Delete. */
  onConfirm: () => void;
}

/** Asks before a space and its photos are deleted. */
export function DeleteSpaceDialog({ open, onOpenChange, deleting, onConfirm }: DeleteSpaceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (deleting ? undefined : onOpenChange(next))}>
      <DialogContent
        tone="danger"
        title="Delete this space?"
        description="Its photos are removed for everyone. This cannot be undone."
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
