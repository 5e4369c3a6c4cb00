import { Slot, Slottable } from '@radix-ui/react-slot';
import { type ButtonHTMLAttributes, forwardRef, type ReactElement, type ReactNode } from 'react';
import type { ButtonVariant } from '../Button';
import { type IconButtonSize, StyledIconButton } from './IconButton.styles';

export type { IconButtonSize };
/** The Button's variants plus 'subtle' (neutral grey, for close and clear buttons). */
export type IconButtonVariant = ButtonVariant | 'subtle';

/** Props of {@link IconButton}; other attributes go to the `button` (or, with `asChild`, to the child). */
export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required: an icon has no text, so the label is the button's only accessible name. */
  'aria-label': string;
  /** The icon (decorative SVG, `aria-hidden`). */
  icon: ReactNode;
  /** Visual weight. Default 'ghost'. */
  variant?: IconButtonVariant | undefined;
  /** Square side: small 32px, medium 40px, large 48px. Default 'medium'. */
  size?: IconButtonSize | undefined;
  /**
   * Render the single child element (e.g. `<a href>`) with the button's look, props and icon instead of a
   * `button`. `type` is not passed on; `disabled` becomes `aria-disabled`, and a click's default action
   * (following an `href`) is prevented.
   */
  asChild?: boolean | undefined;
  /** With `asChild`: the element to render, e.g. `<a href="/home" />`; the icon goes inside it. */
  children?: ReactElement | undefined;
}

/** A square button showing only an icon; its type demands an accessible label. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    icon,
    variant = 'ghost',
    size = 'medium',
    disabled,
    type = 'button',
    asChild = false,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      as={asChild ? Slot : undefined}
      {...(asChild ? { 'aria-disabled': disabled || undefined } : { type, disabled })}
      data-ui="IconButton"
      data-variant={variant}
      data-disabled={disabled ? '' : undefined}
      $variant={variant === 'subtle' ? 'ghost' : variant}
      $size={size}
      $square={size}
      $fullWidth={false}
      onClick={(event) => {
        // A disabled button never clicks; a disabled link must not be followed either.
        if (disabled) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {icon}
      {asChild ? <Slottable>{children}</Slottable> : null}
    </StyledIconButton>
  );
});
