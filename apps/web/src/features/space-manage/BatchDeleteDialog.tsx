import { Button, Dialog, DialogActions, DialogClose, DialogContent } from '@lense/ui';
import { usePhotoSelectionMessages } from './photoSelectionMessages';

/** Props of {@link BatchDeleteDialog}. */
export interface BatchDeleteDialogProps {
  /** How many photos would be deleted; `null` while closed. */
  count: number | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the keyboard goes as the dialog closes (its own default: back to what opened it). */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/** Asks before the selected photos are deleted: they go for good, from the space and every site. */
export function BatchDeleteDialog({
  count,
  deleting,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: BatchDeleteDialogProps) {
  const t = usePhotoSelectionMessages();
  return (
    <Dialog open={count !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent
        tone="danger"
        title={t('delete.title', { count: count ?? 0 })}
        description={t('delete.text')}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">{t('bar.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            {t('delete.confirm', { count: count ?? 0 })}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
