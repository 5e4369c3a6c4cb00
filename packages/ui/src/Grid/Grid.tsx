import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { type FlexAlign, type LayoutProps, type Space, splitLayoutProps } from '../internal/layoutProps';
import type { Responsive } from '../internal/responsive';
import { type GridColumns, StyledGrid } from './Grid.styles';

export type { GridColumns };

/** Props of {@link Grid}; other attributes go to the `div` (or, with `asChild`, to the child). */
export interface GridProps extends LayoutProps, HTMLAttributes<HTMLDivElement> {
  /**
   * Columns per layout: a number of equal columns, or a `grid-template-columns` value of its own.
   * `{ mobile: 1, tablet: 2 }` is one column on a phone, two from the tablet layout up.
   */
  columns?: Responsive<GridColumns> | undefined;
  /** As many columns as fit, each at least this wide (a CSS length, e.g. `'300px'`); `columns` wins where both are set. */
  minChildWidth?: Responsive<string> | undefined;
  /** Space between cells, a step of the theme's space scale (between rows too, unless `rowGap`). */
  gap?: Responsive<Space> | undefined;
  /** Space between rows, when it differs from `gap`. */
  rowGap?: Responsive<Space> | undefined;
  /** Where the cells sit in their row: `stretch` (default), `start`, `center`, `end`, `baseline`. */
  align?: Responsive<FlexAlign> | undefined;
  /** Give the single child element (a `ul`, a `section`) the grid's styles and props instead of a `div`. */
  asChild?: boolean | undefined;
}

/** Children in columns: a fixed number per layout, or as many as fit a minimum width. */
export const Grid = forwardRef<HTMLDivElement, GridProps>(function Grid(
  { columns, minChildWidth, gap, rowGap, align, asChild = false, ...props },
  ref,
) {
  const [layout, rest] = splitLayoutProps(props);
  return (
    <StyledGrid
      ref={ref}
      as={asChild ? Slot : undefined}
      data-ui="Grid"
      $layout={layout}
      $columns={columns}
      $minChildWidth={minChildWidth}
      $gap={gap}
      $rowGap={rowGap}
      $align={align}
      {...rest}
    />
  );
});
