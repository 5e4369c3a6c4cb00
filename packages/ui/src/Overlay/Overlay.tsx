import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from '../internal/useIsClient';
import { Spinner, type SpinnerProps } from '../Spinner';
import { vars } from '../theme';
import { OverlayBackdrop, OverlayContent } from './Overlay.styles';

/** Props of {@link Overlay}; other attributes go to the backdrop, its root. */
export interface OverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Called when the backdrop itself (not the content) is clicked. */
  onBackdropClick?: ((event: MouseEvent<HTMLDivElement>) => void) | undefined;
  /** Show a spinner: `true` for the default, or its size, colour and label. */
  spinner?: boolean | Pick<SpinnerProps, 'size' | 'color' | 'label'> | undefined;
  /** Content centred above the backdrop (below the spinner). */
  children?: ReactNode | undefined;
  /** Where to portal; default `document.body`. */
  container?: Element | null | undefined;
}

/** A full-screen dimmed overlay portalled to the body, optionally with a spinner. */
export const Overlay = forwardRef<HTMLDivElement, OverlayProps>(function Overlay(
  { onBackdropClick, spinner = false, children, container, onClick, ...rest },
  ref,
) {
  // The server has no body to portal into: render nothing there and while hydrating, then portal.
  const isClient = useIsClient();
  if (!isClient) return null;
  const target = container ?? document.body;
  const spinnerProps = typeof spinner === 'object' ? spinner : {};
  return createPortal(
    <OverlayBackdrop
      ref={ref}
      data-ui="Overlay"
      data-clickable={onBackdropClick ? '' : undefined}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.target === event.currentTarget) onBackdropClick?.(event);
      }}
    >
      {spinner ? <Spinner size="large" color={vars.color.textOnBackdrop} {...spinnerProps} /> : null}
      {children ? <OverlayContent>{children}</OverlayContent> : null}
    </OverlayBackdrop>,
    target,
  );
});
