import { type Layout, media } from '../theme/media';

/**
 * A value for every layout, or one per layout keyed by the theme's breakpoints, mobile first: `mobile` is
 * the base, `tablet` applies above the tablet breakpoint (tablet and desktop), `desktop` above the desktop
 * one. `{ mobile: 4, tablet: 6 }` is 4 on a phone and 6 from the tablet layout up.
 */
export type Responsive<T> = T | { readonly [L in Layout]?: T | undefined };

/** The layouts in the order their rules must come, each with the media query that opens it. */
const layers: readonly (readonly [Layout, string | null])[] = [
  ['mobile', null],
  ['tablet', media.tabletUp],
  ['desktop', media.desktop],
];

const isPerLayout = <T>(value: Responsive<T>): value is { readonly [L in Layout]?: T | undefined } =>
  typeof value === 'object' && value !== null;

/**
 * CSS declarations for responsive values: `declare` turns one value into declarations; each layout's
 * come inside its media query. Values left undefined write nothing, so the property keeps its default.
 */
export function responsiveCss(
  entries: readonly (readonly [Responsive<unknown> | undefined, (value: never) => string])[],
): string {
  let css = '';
  for (const [layout, query] of layers) {
    let block = '';
    for (const [value, declare] of entries) {
      if (value === undefined) continue;
      const one = isPerLayout(value) ? value[layout] : layout === 'mobile' ? value : undefined;
      if (one !== undefined) block += (declare as (v: unknown) => string)(one);
    }
    if (block) css += query ? `${query}{${block}}` : block;
  }
  return css;
}

/** One entry for {@link responsiveCss}, typed by its value. */
export const rule = <T>(
  value: Responsive<T> | undefined,
  declare: (value: T) => string,
): readonly [Responsive<unknown> | undefined, (value: never) => string] => [
  value,
  declare as (value: never) => string,
];
