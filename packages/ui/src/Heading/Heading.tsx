import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { type LayoutProps, splitLayoutProps } from '../internal/layoutProps';
import type { Responsive } from '../internal/responsive';
import type { TextLeading, TextSize, TextTone, TextWeight } from '../Typography';
import { StyledHeading } from './Heading.styles';

/** A heading's rank in the document outline: 1 for the page's title. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The size a level gets unless `size` says otherwise. */
const sizeOfLevel = { 1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg', 5: 'md', 6: 'sm' } as const satisfies Record<
  HeadingLevel,
  TextSize
>;

/** Props of {@link Heading}; other attributes go to the `h1`–`h6` (or, with `asChild`, to the child). */
export interface HeadingProps extends LayoutProps, HTMLAttributes<HTMLHeadingElement> {
  /** Rank in the outline, which picks the element (`h1`–`h6`). Default 2. */
  level?: HeadingLevel | undefined;
  /** A step of the theme's font sizes, per layout if need be; apart from the level. Default by level (2: `2xl`). */
  size?: Responsive<TextSize> | undefined;
  /** Default `bold`. */
  weight?: TextWeight | undefined;
  /** Default `tight`. */
  leading?: TextLeading | undefined;
  /** Default `default`, the theme's text colour. */
  tone?: TextTone | undefined;
  /** Give the single child element (e.g. a `legend`) the heading's styles and props instead of an `h1`–`h6`. */
  asChild?: boolean | undefined;
}

/** A heading whose rank in the outline (`level`) and look (`size`) are chosen apart. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, weight = 'bold', leading = 'tight', tone = 'default', asChild = false, ...props },
  ref,
) {
  const [layout, rest] = splitLayoutProps(props);
  return (
    <StyledHeading
      ref={ref}
      as={asChild ? Slot : (`h${level}` as const)}
      data-ui="Heading"
      $layout={layout}
      $typography={{ size: size ?? sizeOfLevel[level], weight, leading, tone }}
      {...rest}
    />
  );
});
