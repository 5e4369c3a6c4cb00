import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { type LayoutProps, splitLayoutProps } from '../internal/layoutProps';
import { StyledSurface, type SurfaceRadius, type SurfaceShadow, type SurfaceTone } from './Surface.styles';

export type { SurfaceRadius, SurfaceShadow, SurfaceTone };

/** Props of {@link Surface}; other attributes go to the `div` (or, with `asChild`, to the child). */
export interface SurfaceProps extends LayoutProps, HTMLAttributes<HTMLDivElement> {
  /**
   * The fill: `raised` (default) is a card on the page, `sunken` the page's own tint, and a tone's name its
   * subtle tint, for a note (`info`, `success`, `warning`, `danger`, `primary`). Text keeps its colour: give
   * it a tone with {@link Text} when the note should speak in the tone's colour.
   */
  tone?: SurfaceTone | undefined;
  /** A 1px line of the theme's border colour around it. */
  border?: boolean | undefined;
  /** The corner, on the theme's radius scale (default `md`, 8px). */
  radius?: SurfaceRadius | undefined;
  /** A shadow from the theme's scale; none by default. */
  shadow?: SurfaceShadow | undefined;
  /**
   * Give the single child element (a `section`, an `li`, a {@link Stack}) the surface's styles and props
   * instead of rendering a `div`: `<Surface asChild border padding={5}><Stack asChild gap={4}><section>`.
   */
  asChild?: boolean | undefined;
}

/**
 * A card, a tinted note or a bar: the fill, border, corner and shadow every such block writes, on the theme's
 * tokens, with the layout props of {@link Box}. What goes inside is laid out by a {@link Stack} or an
 * {@link Inline}, given to it with `asChild`.
 */
export const Surface = forwardRef<HTMLDivElement, SurfaceProps>(function Surface(
  { tone = 'raised', border = false, radius = 'md', shadow, asChild = false, ...props },
  ref,
) {
  const [layout, rest] = splitLayoutProps(props);
  return (
    <StyledSurface
      ref={ref}
      as={asChild ? Slot : undefined}
      data-ui="Surface"
      $layout={layout}
      $look={{ tone, border, radius, shadow }}
      {...rest}
    />
  );
});
