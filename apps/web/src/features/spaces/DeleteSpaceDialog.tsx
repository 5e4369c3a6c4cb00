import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { useSpacesMessages } from '../../lib/spacesMessages';

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
export function DeleteSpaceDialog(props: DeleteSpaceDialogProps) {
  const t = useSpacesMessages();
  return <ConfirmDeleteDialog title={t('delete.title')} description={t('delete.description')} {...props} />;
}
