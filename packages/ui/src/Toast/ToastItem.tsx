import { useState } from 'react';
import { IconButton } from '../IconButton';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoCircleIcon } from '../internal/icons';
import { ToastCard, ToastIcon, ToastMessage } from './Toast.styles';
import type { ToastData } from './toastStore';
import { useAutoClose } from './useAutoClose';
import { useSwipeToDismiss } from './useSwipeToDismiss';

const icons = { success: CheckCircleIcon, error: AlertCircleIcon, info: InfoCircleIcon } as const;

export interface ToastItemProps {
  /** The toast to show. */
  toast: ToastData;
  /** Auto-close delay when the toast sets none. */
  duration: number;
  /** Accessible label of the close button. */
  closeLabel: string;
  /** Called with the id when closed by timer, swipe or button. */
  onClose: (id: string) => void;
}

/** One toast: auto-closes (paused while hovered or focused), closes on swipe or with its button. */
export function ToastItem({ toast, duration, closeLabel, onClose }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const close = () => onClose(toast.id);
  const swipe = useSwipeToDismiss(close);
  useAutoClose(toast.duration ?? duration, hovered || focused || swipe.offset !== 0, close);
  const Icon = icons[toast.kind];
  const urgent = toast.kind === 'error';
  return (
    <ToastCard
      $kind={toast.kind}
      data-ui="Toast"
      data-kind={toast.kind}
      data-dragging={swipe.offset !== 0 ? '' : undefined}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      style={swipe.style}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      {...swipe.handlers}
    >
      <ToastIcon>
        <Icon />
      </ToastIcon>
      <ToastMessage>{toast.message}</ToastMessage>
      <IconButton
        size="small"
        variant="subtle"
        aria-label={closeLabel}
        icon={<CloseIcon />}
        onClick={close}
      />
    </ToastCard>
  );
}
