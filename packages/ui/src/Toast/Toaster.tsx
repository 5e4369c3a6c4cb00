import { forwardRef, type HTMLAttributes, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from '../internal/useIsClient';
import { useLenseStrings } from '../locale';
import { Viewport } from './Toast.styles';
import { ToastItem } from './ToastItem';
import { toastStore } from './toastStore';

/** Props of {@link Toaster}; other attributes and the ref go to its root, the portalled region. */
export interface ToasterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Auto-close delay in ms. Default 5000. */
  duration?: number | undefined;
  /** Accessible name of the notifications region. Default 'Notifications' (`toaster.label`). */
  label?: string | undefined;
  /** Accessible label of each toast's close button. Default 'Close notification' (`toaster.close`). */
  closeLabel?: string | undefined;
}

/**
 * Shows the toasts sent with `toast.*` in the top end corner (top right, or top left right to left), at
 * most 3 at a time (the rest queue). Render it once near the root.
 */
export const Toaster = forwardRef<HTMLElement, ToasterProps>(function Toaster(
  { duration = 5000, label, closeLabel, ...rest },
  ref,
) {
  const strings = useLenseStrings().toaster;
  const { visible } = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  // The server has no body to portal into: render nothing there and while hydrating, then portal.
  const isClient = useIsClient();
  if (!isClient) return null;
  return createPortal(
    <Viewport ref={ref} data-ui="Toaster" aria-label={label ?? strings.label} {...rest}>
      {visible.map((item) => (
        <ToastItem
          key={item.id}
          toast={item}
          duration={duration}
          closeLabel={closeLabel ?? strings.close}
          onClose={toastStore.dismiss}
        />
      ))}
    </Viewport>,
    document.body,
  );
});
