import { tokens } from './tokens';

/** Media queries for the three layouts. */
export const media = {
  /** Above 1100px. */
  desktop: `@media (min-width: ${tokens.breakpoint.desktop + 1}px)`,
  /** Above 768px (tablet and desktop). */
  tabletUp: `@media (min-width: ${tokens.breakpoint.tablet + 1}px)`,
  /** Above 768px up to 1100px. */
  tablet: `@media (min-width: ${tokens.breakpoint.tablet + 1}px) and (max-width: ${tokens.breakpoint.desktop}px)`,
  /** 768px and below. */
  mobile: `@media (max-width: ${tokens.breakpoint.tablet}px)`,
} as const;

export type Layout = 'desktop' | 'tablet' | 'mobile';

/** The layout for a viewport width, using the spec's breakpoints. */
export function layoutForWidth(width: number): Layout {
  if (width > tokens.breakpoint.desktop) return 'desktop';
  if (width > tokens.breakpoint.tablet) return 'tablet';
  return 'mobile';
}
