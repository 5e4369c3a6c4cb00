import { MESSAGES } from '@lense/api-client';
import { useDeleteSpace } from '@lense/api-client/hooks';
import { toast } from '@lense/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useTiming } from '../../lib/timing';

/** Toast after a space is deleted (spec section 8). */
export const SPACE_DELETED = 'Space deleted';

/**
 * Asking for, running and following up a space delete: `request(id)` opens the confirmation,
 * `confirm()` deletes, toasts 'Space deleted' and, with `redirect`, opens /spaces 1 s later; a failure
 * toasts 'An error occurred, please try again later'.
 */
export function useDeleteSpaceFlow({ redirect }: { redirect: boolean }) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const { trigger, isMutating } = useDeleteSpace(pendingId);
  const navigate = useNavigate();
  const { redirectAfterDeleteMs } = useTiming();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = useCallback(async () => {
    if (pendingId === null) return;
    try {
      await trigger();
      setPendingId(null);
      toast.success(SPACE_DELETED);
      if (redirect) timer.current = setTimeout(() => navigate(paths.spaces()), redirectAfterDeleteMs);
    } catch {
      setPendingId(null);
      toast.error(MESSAGES.genericError);
    }
  }, [pendingId, trigger, redirect, navigate, redirectAfterDeleteMs]);

  return {
    /** The space waiting for confirmation, or null. */
    pendingId,
    /** Opens the confirmation for a space. */
    request: setPendingId,
    /** Closes the confirmation without deleting. */
    cancel: () => setPendingId(null),
    confirm,
    deleting: isMutating,
  };
}
