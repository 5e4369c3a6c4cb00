import type { ReactNode } from 'react';

/** The kind of a toast: sets its icon, colour and ARIA role. */
export type ToastKind = 'success' | 'error' | 'info';

/** One notification. */
export interface ToastData {
  /** Unique id, generated unless given to `toast.*`. */
  id: string;
  /** Sets icon, accent colour and role. */
  kind: ToastKind;
  /** The text (or content) shown. */
  message: ReactNode;
  /** Auto-close delay in ms; defaults to the Toaster's. */
  duration?: number | undefined;
}

/** Toasts on screen and toasts waiting for a free slot, oldest first. */
export interface ToastState {
  /** Shown now, at most {@link MAX_VISIBLE_TOASTS}. */
  readonly visible: readonly ToastData[];
  /** Waiting for a free slot. */
  readonly queued: readonly ToastData[];
}

/** At most this many toasts are shown at once; the rest wait in a queue. */
export const MAX_VISIBLE_TOASTS = 3;

/** Moves queued toasts into free visible slots, oldest first. */
export function settle(
  visible: readonly ToastData[],
  queued: readonly ToastData[],
  max: number = MAX_VISIBLE_TOASTS,
): ToastState {
  const free = Math.max(0, max - visible.length);
  return { visible: [...visible, ...queued.slice(0, free)], queued: queued.slice(free) };
}

const empty: ToastState = { visible: [], queued: [] };
let state: ToastState = empty;
let counter = 0;
const listeners = new Set<() => void>();

function commit(next: ToastState) {
  state = next;
  for (const listener of listeners) listener();
}

/** A tiny external store read with `useSyncExternalStore`; mutated only through {@link toast}. */
export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot(): ToastState {
    return state;
  },
  add(
    kind: ToastKind,
    message: ReactNode,
    options: { id?: string | undefined; duration?: number | undefined } = {},
  ): string {
    counter += 1;
    const id = options.id ?? `toast-${counter}`;
    // The same id twice keeps the first (avoids duplicate toasts for one event).
    if ([...state.visible, ...state.queued].some((t) => t.id === id)) return id;
    const item: ToastData = { id, kind, message, duration: options.duration };
    commit(settle(state.visible, [...state.queued, item]));
    return id;
  },
  dismiss(id?: string): void {
    if (id === undefined) {
      if (state !== empty) commit(empty);
      return;
    }
    const visible = state.visible.filter((t) => t.id !== id);
    const queued = state.queued.filter((t) => t.id !== id);
    if (visible.length === state.visible.length && queued.length === state.queued.length) return;
    commit(settle(visible, queued));
  },
};
