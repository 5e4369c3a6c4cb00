import * as RadixTooltip from '@radix-ui/react-tooltip';
import { type ComponentPropsWithoutRef, forwardRef, type ReactElement, type ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { TooltipArrow, TooltipBubble } from './Tooltip.styles';

type ContentProps = ComponentPropsWithoutRef<typeof RadixTooltip.Content>;

/** Props of {@link Tooltip}. Other attributes and the ref go to the bubble (Radix Tooltip `Content`). */
export interface TooltipProps extends Omit<ContentProps, 'content' | 'children' | 'asChild' | 'forceMount'> {
  /** What the bubble says, e.g. 'Copy the guest link'. Short text: it is the trigger's description. */
  content: ReactNode;
  /**
   * The one element it describes, e.g. an `IconButton`; it must take a ref and focus (the tooltip opens
   * on hover and on keyboard focus). It still needs its own accessible name.
   */
  children: ReactElement;
  /** Whether the bubble shows (controlled); pair it with `onOpenChange`. */
  open?: boolean | undefined;
  /** Whether the bubble shows at first (uncontrolled). Default false. */
  defaultOpen?: boolean | undefined;
  /** Called with the new state when the bubble opens or closes (hover, focus, Escape, a press). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Milliseconds a pointer rests on the trigger before the bubble opens; focus opens it at once. Default 400. */
  delayDuration?: number | undefined;
  /** Which side of the trigger it shows on. Default 'top'. */
  side?: ContentProps['side'];
}

/**
 * A short description of a control, shown on hover and keyboard focus and closed by Escape (Radix
 * Tooltip). The bubble is portalled to `<body>` only while open, so server markup and the first client
 * render are the trigger alone. Not for anything a touch user must read: touch has no hover.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { content, children, open, defaultOpen = false, onOpenChange, delayDuration = 400, side = 'top', ...rest },
  ref,
) {
  const [shown, setShown] = useControllableState(open, defaultOpen, onOpenChange, 'Tooltip `open`');
  return (
    // Its own provider, so a tooltip works anywhere without one set up around the app.
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={shown} onOpenChange={setShown}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <TooltipBubble
            ref={ref}
            data-ui="Tooltip"
            side={side}
            sideOffset={6}
            collisionPadding={8}
            {...rest}
          >
            {content}
            <TooltipArrow width={10} height={5} />
          </TooltipBubble>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
});
