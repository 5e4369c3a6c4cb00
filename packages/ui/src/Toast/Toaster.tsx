import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Viewport } from './Toast.styles';
import { ToastItem } from './ToastItem';
import { toastStore } from './toastStore';

export interface ToasterProps {
  /** Auto-close delay in ms. Default 5000. */
  duration?: number;
  /** Accessible name of the notifications region. Default 'Notifications'. */
  label?: string;
  /** Accessible label of each toast's close button. Default 'Close notification'. */
  closeLabel?: string;
}

/**
 * Shows the toasts sent with `toast.*` in the top-right corner, at most 3 at a time (the rest queue).
 * Render it once near the root.
 */
export function Toaster({
  duration = 5000,
  label = 'Notifications',
  closeLabel = 'Close notification',
}: ToasterProps) {
  const { visible } = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  if (typeof document === 'undefined') return null;
  return createPortal(
    <Viewport data-ui="Toaster" aria-label={label}>
      {visible.map((item) => (
        <ToastItem
          key={item.id}
          toast={item}
          duration={duration}
          closeLabel={closeLabel}
          onClose={toastStore.dismiss}
        />
      ))}
    </Viewport>,
    document.body,
  );
}
