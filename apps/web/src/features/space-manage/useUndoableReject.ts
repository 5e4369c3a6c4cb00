import { useCallback, useEffect, useRef, useState } from 'react';

/** What {@link useUndoableReject} answers. */
export interface UndoableReject {
  /** The photo rejected last, still undoable (its deletion not yet sent). */
  pending: string | null;
  /** Photos to leave out of the queue: the pending one and those whose deletion is on its way. */
  hidden: ReadonlySet<string>;
  /** Rejects `id` after `delayMs`; a photo already pending is sent at once. */
  reject: (id: string) => void;
  /** Takes the pending rejection back: nothing is sent. */
  undo: () => void;
}

/** How a rejection is sent: in the panel (updating what it shows), and once the panel has gone. */
export interface RejectCommits {
  commit: (id: string) => Promise<unknown>;
  commitAfterLeaving: (id: string) => Promise<unknown>;
}

/**
 * One photo rejected at a time, undoable for `delayMs`: its tile leaves at once, and `commit` (which deletes
 * it) runs when the delay ends or another photo is rejected; `commitAfterLeaving` when the panel goes away
 * first. A failed commit brings the tile back, since the photo is still waiting.
 */
export function useUndoableReject(commits: RejectCommits, delayMs: number): UndoableReject {
  const [pending, setPending] = useState<string | null>(null);
  const [sending, setSending] = useState<ReadonlySet<string>>(() => new Set());
  const pendingRef = useRef<string | null>(null);
  const commitsRef = useRef(commits);
  commitsRef.current = commits;

  const send = useCallback((id: string) => {
    setSending((current) => new Set(current).add(id));
    const settle = () =>
      setSending((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    commitsRef.current.commit(id).then(settle, settle);
  }, []);

  const flush = useCallback(() => {
    const id = pendingRef.current;
    if (id === null) return;
    pendingRef.current = null;
    setPending(null);
    send(id);
  }, [send]);

  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(flush, delayMs);
    return () => window.clearTimeout(timer);
  }, [pending, delayMs, flush]);

  // Leaving the panel is not an undo: the owner rejected the photo.
  useEffect(
    () => () => {
      const id = pendingRef.current;
      pendingRef.current = null;
      if (id !== null) void commitsRef.current.commitAfterLeaving(id).catch(() => {});
    },
    [],
  );

  const reject = (id: string) => {
    flush();
    pendingRef.current = id;
    setPending(id);
  };
  const undo = () => {
    pendingRef.current = null;
    setPending(null);
  };
  const hidden = new Set(sending);
  if (pending !== null) hidden.add(pending);
  return { pending, hidden, reject, undo };
}
