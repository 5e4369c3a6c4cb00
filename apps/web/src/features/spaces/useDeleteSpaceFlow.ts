import { useDeleteSpace } from '@lense/api-client/hooks';
import { toast } from '@lense/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSpacesMessages } from '../../lib/spacesMessages';
import { useTiming } from '../../lib/timing';

/**
 * Asking for, running and following up a space delete: `request(id)` opens the confirmation,
 * `confirm()` deletes, toasts 'Space deleted' and, with `redirect`, opens /spaces 1 s later; a failure
 * toasts 'An error occurred, please try again later'.
 */
export function useDeleteSpaceFlow({ redirect }: { redirect: boolean }) {
  const t = useSpacesMessages();
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
      toast.success(t('toast.deleted'));
      if (redirect) timer.current = setTimeout(() => navigate(paths.spaces()), redirectAfterDeleteMs);
    } catch {
      setPendingId(null);
      toast.error(t('toast.genericError'));
    }
  }, [pendingId, trigger, redirect, navigate, redirectAfterDeleteMs, t]);

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
