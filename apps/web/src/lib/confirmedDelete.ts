import { toast } from '@lense/ui';
import { useCallback, useState } from 'react';

/** A delete mutation hook of the client: the id of what it deletes is its argument. */
export type DeleteHook = (id: string | null) => { trigger: () => Promise<unknown> };

/** What {@link useConfirmedDelete} needs: the delete mutation and the toasts after it. */
export interface ConfirmedDeleteOptions {
  /** The client's delete hook for the thing (e.g. `useDeleteSite`), given the id waiting for confirmation. */
  useDelete: DeleteHook;
  /** Toast after a delete. */
  deleted: string;
  /** Toast when the delete fails. */
  failed: string;
}

/**
 * A delete that asks first: `request(id)` opens the confirmation, `cancel()` closes it and keeps the thing,
 * `confirm()` deletes it and toasts `deleted` (or `failed`), closing the confirmation either way.
 */
export function useConfirmedDelete({ useDelete, deleted, failed }: ConfirmedDeleteOptions) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { trigger } = useDelete(pendingId);

  const confirm = useCallback(async () => {
    if (pendingId === null) return;
    setDeleting(true);
    try {
      await trigger();
      toast.success(deleted);
    } catch {
      toast.error(failed);
    } finally {
      setDeleting(false);
      setPendingId(null);
    }
  }, [pendingId, trigger, deleted, failed]);

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
