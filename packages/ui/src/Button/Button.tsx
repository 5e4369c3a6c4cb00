import { Slot, Slottable } from '@radix-ui/react-slot';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { type ButtonSize, type ButtonVariant, StyledButton } from './Button.styles';

export type { ButtonSize, ButtonVariant };

/** Props of {@link Button}; other attributes go to the `button` (or, with `asChild`, to the child). */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. Default 'primary'. */
  variant?: ButtonVariant | undefined;
  /** Height and padding. Default 'medium'. */
  size?: ButtonSize | undefined;
  /** Shows a spinner, keeps the label for screen readers and blocks clicks. */
  loading?: boolean | undefined;
  /** Greyed out but still focusable and clickable (for "coming soon" entries). */
  muted?: boolean | undefined;
  /** Stretch to the container's width. */
  fullWidth?: boolean | undefined;
  /** Content placed before the label. */
  icon?: ReactNode | undefined;
  /**
   * Render the single child element (e.g. a router link or `<a href>`) with the button's look and props
   * instead of a `button`; its own children become the label. `type` is not passed on; `disabled` becomes
   * `aria-disabled`, and a click's default action (following an `href`) is prevented.
   */
  asChild?: boolean | undefined;
}

/** The action button of Lense. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    loading = false,
    muted = false,
    fullWidth = false,
    disabled,
    icon,
    children,
    type = 'button',
    onClick,
    asChild = false,
    ...rest
  },
  ref,
) {
  const inactive = disabled || loading;
  const lead = loading ? <Spinner size="small" color="currentColor" /> : icon;
  return (
    <StyledButton
      ref={ref}
      as={asChild ? Slot : undefined}
      // A link has neither `type` nor `disabled`: it is announced as disabled instead.
      {...(asChild ? { 'aria-disabled': disabled || undefined } : { type, disabled })}
      data-ui="Button"
      data-variant={variant}
      data-disabled={disabled ? '' : undefined}
      data-muted={muted ? '' : undefined}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      onClick={(event) => {
        if (inactive) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {lead}
      {asChild ? <Slottable>{children}</Slottable> : children}
    </StyledButton>
  );
});
