import { toast } from '@lense/ui';
import { useCallback, useState } from 'react';

/** What {@link useConfirmedDelete} needs: the delete call and the toasts after it. */
export interface ConfirmedDeleteOptions {
  /** Deletes the thing with this id (a mutation's `trigger`). */
  remove: (id: string) => Promise<unknown>;
  /** Toast after a delete. */
  deleted: string;
  /** Toast when the delete fails. */
  failed: string;
}

/**
 * A delete that asks first: `request(id)` opens the confirmation, `cancel()` closes it and keeps the thing,
 * `confirm()` deletes it and toasts `deleted` (or `failed`), closing the confirmation either way.
 */
export function useConfirmedDelete({ remove, deleted, failed }: ConfirmedDeleteOptions) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = useCallback(async () => {
    if (pendingId === null) return;
    setDeleting(true);
    try {
      await remove(pendingId);
      toast.success(deleted);
    } catch {
      toast.error(failed);
    } finally {
      setDeleting(false);
      setPendingId(null);
    }
  }, [pendingId, remove, deleted, failed]);

  return {
    /** The id waiting for confirmation, or null. */
    pendingId,
    /** Opens the confirmation for one id. */
    request: setPendingId,
    /** Closes the confirmation without deleting. */
    cancel: useCallback(() => setPendingId(null), []),
    confirm,
    /** The delete is running. */
    deleting,
  };
}
