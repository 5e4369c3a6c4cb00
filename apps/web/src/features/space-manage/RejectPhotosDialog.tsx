import { Button, Dialog, DialogActions, DialogClose, DialogContent } from '@lense/ui';
import { useRef } from 'react';
import { useReviewMessages } from './reviewMessages';

/** Props of {@link RejectPhotosDialog}. */
export interface RejectPhotosDialogProps {
  /** How many photos would be rejected; the dialog is open while it is set. */
  count: number | null;
  /** Called by Cancel, Escape or the backdrop. */
  onCancel: () => void;
  /** The rejection is running: 'Reject' is busy and the dialog stays. */
  rejecting: boolean;
  /** Called by 'Reject'. */
  onConfirm: () => void;
}

/** Asks before several photos are rejected: they are deleted with their files. */
export function RejectPhotosDialog({ count, onCancel, rejecting, onConfirm }: RejectPhotosDialogProps) {
  // The last count stays while the dialog closes, so its text does not change on the way out.
  const lastCount = useRef(0);
  if (count !== null) lastCount.current = count;
  const t = useReviewMessages();
  const shown = lastCount.current;
  return (
    <Dialog open={count !== null} onOpenChange={(open) => (open || rejecting ? undefined : onCancel())}>
      <DialogContent tone="danger" title={t('reject.title', { count: shown })} description={t('reject.text')}>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary" disabled={rejecting}>
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={rejecting} onClick={onConfirm}>
            {t('reject.confirm', { count: shown })}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
