import { type PointerEvent, useRef, useState } from 'react';
import { swipeDismisses, swipeOpacity } from './swipe';

interface Drag {
  x: number;
  width: number;
}

/** Pointer handlers that drag an element sideways and call `onDismiss` past the swipe threshold. */
export function useSwipeToDismiss(onDismiss: () => void) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    if (swipeDismisses(event.clientX - current.x, current.width)) onDismiss();
    else setOffset(0);
  };

  return {
    offset,
    style:
      offset === 0
        ? undefined
        : { transform: `translateX(${offset}px)`, opacity: swipeOpacity(offset, drag.current?.width ?? 0) },
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        // Buttons inside (close) keep their own click.
        if (event.button !== 0 || (event.target as Element).closest('button')) return;
        drag.current = { x: event.clientX, width: event.currentTarget.getBoundingClientRect().width };
        try {
          // Keep receiving moves when the pointer leaves the toast mid-drag.
          event.currentTarget.setPointerCapture?.(event.pointerId);
        } catch {
          // Synthetic or already released pointers cannot be captured; dragging still works.
        }
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (drag.current) setOffset(event.clientX - drag.current.x);
      },
      onPointerUp: end,
      onPointerCancel() {
        drag.current = null;
        setOffset(0);
      },
    },
  };
}
