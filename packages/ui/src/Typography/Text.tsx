import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { type LayoutProps, splitLayoutProps } from '../internal/layoutProps';
import type { Responsive } from '../internal/responsive';
import { StyledText, type TextLeading, type TextSize, type TextTone, type TextWeight } from './Text.styles';

export type { TextLeading, TextSize, TextTone, TextWeight };

/** Props of {@link Text}; other attributes go to the `p` (or, with `asChild`, to the child). */
export interface TextProps extends LayoutProps, HTMLAttributes<HTMLParagraphElement> {
  /** A step of the theme's font sizes, per layout if need be. Inherited when left out. */
  size?: Responsive<TextSize> | undefined;
  /** A weight of the theme. Inherited when left out. */
  weight?: TextWeight | undefined;
  /** A line height of the theme. Inherited when left out. */
  leading?: TextLeading | undefined;
  /** The text's colour by what it says: `muted` for secondary text, `danger` for an error. Inherited when left out. */
  tone?: TextTone | undefined;
  /** A long word or web address wraps anywhere rather than widening its box (`overflow-wrap: anywhere`). */
  breakWords?: boolean | undefined;
  /** Keeps the writer's own line breaks (`white-space: pre-line`), for text people typed. */
  preserveLines?: boolean | undefined;
  /** Digits of one width, so figures line up in columns and do not shift as they change. */
  tabularNums?: boolean | undefined;
  /** Give the single child element (a `span`, a `strong`, a `label`) the text's styles and props instead of a `p`. */
  asChild?: boolean | undefined;
}

/** Running text on the theme's type scale: a paragraph with no margin of its own. */
export const Text = forwardRef<HTMLParagraphElement, TextProps>(function Text(
  { size, weight, leading, tone, breakWords, preserveLines, tabularNums, asChild = false, ...props },
  ref,
) {
  const [layout, rest] = splitLayoutProps(props);
  return (
    <StyledText
      ref={ref}
      as={asChild ? Slot : undefined}
      data-ui="Text"
      $layout={layout}
      $typography={{ size, weight, leading, tone }}
      $flow={{ breakWords, preserveLines, tabularNums }}
      {...rest}
    />
  );
});
