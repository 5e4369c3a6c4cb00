import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { type LayoutProps, splitLayoutProps } from '../internal/layoutProps';
import type { Responsive } from '../internal/responsive';
import { type BoxDisplay, StyledBox } from './Box.styles';

export type { BoxDisplay };

/** Props of {@link Box}; other attributes go to the `div` (or, with `asChild`, to the child). */
export interface BoxProps extends LayoutProps, HTMLAttributes<HTMLDivElement> {
  /** How the box is displayed, per layout: `{ mobile: 'none', tablet: 'block' }` shows it from tablet up. */
  display?: Responsive<BoxDisplay> | undefined;
  /**
   * Give the single child element (a `section`, a `ul`, a router link) the box's styles and props instead
   * of rendering a `div`.
   */
  asChild?: boolean | undefined;
}

/** The base of every layout: padding, margin and width from the theme's scale, and nothing else. */
export const Box = forwardRef<HTMLDivElement, BoxProps>(function Box(
  { display, asChild = false, ...props },
  ref,
) {
  const [layout, rest] = splitLayoutProps(props);
  return (
    <StyledBox
      ref={ref}
      as={asChild ? Slot : undefined}
      data-ui="Box"
      $layout={layout}
      $display={display}
      {...rest}
    />
  );
});
