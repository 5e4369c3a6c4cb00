import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { type FlexAlign, type LayoutProps, type Space, splitLayoutProps } from '../internal/layoutProps';
import type { Responsive } from '../internal/responsive';
import { StyledStack } from './Stack.styles';

/** Props of {@link Stack}; other attributes go to the `div` (or, with `asChild`, to the child). */
export interface StackProps extends LayoutProps, HTMLAttributes<HTMLDivElement> {
  /** Space between the children, a step of the theme's space scale. */
  gap?: Responsive<Space> | undefined;
  /** Where the children sit across the line: `stretch` (default) fills it, `start` hugs the start side. */
  align?: Responsive<FlexAlign> | undefined;
  /** Give the single child element (a `section`, a `ul`) the stack's styles and props instead of a `div`. */
  asChild?: boolean | undefined;
}

/** Children one above the other, the same space between each. */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  { gap, align, asChild = false, ...props },
  ref,
) {
  const [layout, rest] = splitLayoutProps(props);
  return (
    <StyledStack
      ref={ref}
      as={asChild ? Slot : undefined}
      data-ui="Stack"
      $layout={layout}
      $gap={gap}
      $align={align}
      {...rest}
    />
  );
});
