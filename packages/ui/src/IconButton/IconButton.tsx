import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import type { ButtonVariant } from '../Button';
import { type IconButtonSize, StyledIconButton } from './IconButton.styles';

export type { IconButtonSize };
/** The Button's variants plus 'subtle' (neutral grey, for close and clear buttons). */
export type IconButtonVariant = ButtonVariant | 'subtle';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required: an icon has no text, so the label is the button's only accessible name. */
  'aria-label': string;
  /** The icon (decorative SVG, `aria-hidden`). */
  icon: ReactNode;
  /** Visual weight. Default 'ghost'. */
  variant?: IconButtonVariant;
  /** Square side: small 32px, medium 40px, large 48px. Default 'medium'. */
  size?: IconButtonSize;
}

/** A square button showing only an icon; its type demands an accessible label. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', size = 'medium', disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      data-ui="IconButton"
      data-variant={variant}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      $variant={variant === 'subtle' ? 'ghost' : variant}
      $size={size}
      $square={size}
      $fullWidth={false}
      {...rest}
    >
      {icon}
    </StyledIconButton>
  );
});
