import { forwardRef, type HTMLAttributes } from 'react';
import { useLenseStrings } from '../locale';
import { vars } from '../theme';
import { SpinnerRing, type SpinnerSize } from './Spinner.styles';

export type { SpinnerSize };

/** Props of {@link Spinner}; other attributes go to its root `span`. */
export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** Diameter: small 16px, medium 32px, large 56px. Default medium. */
  size?: SpinnerSize | undefined;
  /** Any CSS colour; defaults to the primary colour. */
  color?: string | undefined;
  /** Accessible label announced to screen readers. Default 'Loading' (`spinner.loading`). */
  label?: string | undefined;
}

/** An indeterminate progress indicator. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'medium', color = vars.color.primary, label, style, ...rest },
  ref,
) {
  const strings = useLenseStrings();
  return (
    <SpinnerRing
      ref={ref}
      role="status"
      aria-label={label ?? strings.spinner.loading}
      data-ui="Spinner"
      data-size={size}
      $size={size}
      {...rest}
      // The colour prop sets the ring's colour; a caller's style is merged over it.
      style={{ color, ...style }}
    />
  );
});
