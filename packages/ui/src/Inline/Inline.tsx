import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import {
  type FlexAlign,
  type FlexJustify,
  type LayoutProps,
  type Space,
  splitLayoutProps,
} from '../internal/layoutProps';
import type { Responsive } from '../internal/responsive';
import { StyledInline } from './Inline.styles';

/** Props of {@link Inline}; other attributes go to the `div` (or, with `asChild`, to the child). */
export interface InlineProps extends LayoutProps, HTMLAttributes<HTMLDivElement> {
  /** Space between the children, a step of the theme's space scale (between rows too, unless `rowGap`). */
  gap?: Responsive<Space> | undefined;
  /** Space between wrapped rows, when it differs from `gap`. */
  rowGap?: Responsive<Space> | undefined;
  /** Where the children sit across the row: `stretch` (default), `start`, `center`, `end`, `baseline`. */
  align?: Responsive<FlexAlign> | undefined;
  /** How the children share the row: packed at the `start` (default), `center`, `end`, or spread (`between`). */
  justify?: Responsive<FlexJustify> | undefined;
  /** Wrap onto more rows when the children do not fit. Default true. */
  wrap?: boolean | undefined;
  /** Give the single child element (a `ul`, a `nav`) the row's styles and props instead of a `div`. */
  asChild?: boolean | undefined;
}

/** Children side by side in the reading direction, wrapping onto new rows when they do not fit. */
export const Inline = forwardRef<HTMLDivElement, InlineProps>(function Inline(
  { gap, rowGap, align, justify, wrap = true, asChild = false, ...props },
  ref,
) {
  const [layout, rest] = splitLayoutProps(props);
  return (
    <StyledInline
      ref={ref}
      as={asChild ? Slot : undefined}
      data-ui="Inline"
      $layout={layout}
      $gap={gap}
      $rowGap={rowGap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    />
  );
});
