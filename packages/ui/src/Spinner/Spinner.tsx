import { type CSSProperties, forwardRef } from 'react';
import { vars } from '../theme';
import { SpinnerRing, type SpinnerSize } from './Spinner.styles';

export type { SpinnerSize };

export interface SpinnerProps {
  /** Diameter: small 16px, medium 32px, large 56px. Default medium. */
  size?: SpinnerSize;
  /** Any CSS colour; defaults to the primary colour. */
  color?: string;
  /** Accessible label announced to screen readers. Default 'Loading'. */
  label?: string;
  className?: string;
}

/** An indeterminate progress indicator. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'medium', color = vars.color.primary, label = 'Loading', className },
  ref,
) {
  const style: CSSProperties = { color };
  return (
    <SpinnerRing
      ref={ref}
      role="status"
      aria-label={label}
      data-ui="Spinner"
      data-size={size}
      $size={size}
      style={style}
      className={className}
    />
  );
});
