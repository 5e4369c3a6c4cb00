import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';

/** Props of {@link VisuallyHidden}; other attributes go to the `span` (or, with `asChild`, to the child). */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Hide the single child element (e.g. an `h2` the layout already makes plain) instead of a `span`. */
  asChild?: boolean | undefined;
}

/** Heard by screen readers, not shown: a label or heading the layout already makes plain to sighted readers. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { asChild = false, ...rest },
  ref,
) {
  return (
    <StyledVisuallyHidden ref={ref} as={asChild ? Slot : undefined} data-ui="VisuallyHidden" {...rest} />
  );
});
