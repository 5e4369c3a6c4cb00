import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { type ButtonSize, type ButtonVariant, StyledButton } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. Default 'primary'. */
  variant?: ButtonVariant;
  /** Height and padding. Default 'medium'. */
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for screen readers and blocks clicks. */
  loading?: boolean;
  /** Greyed out but still focusable and clickable (for "coming soon" entries). */
  muted?: boolean;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Content placed before the label. */
  icon?: ReactNode;
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
    ...rest
  },
  ref,
) {
  const inactive = disabled || loading;
  return (
    <StyledButton
      ref={ref}
      type={type}
      data-ui="Button"
      data-variant={variant}
      data-disabled={disabled ? '' : undefined}
      data-muted={muted ? '' : undefined}
      aria-busy={loading || undefined}
      disabled={disabled}
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
      {loading ? <Spinner size="small" color="currentColor" label="Loading" /> : icon}
      {children}
    </StyledButton>
  );
});
