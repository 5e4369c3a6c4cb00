import type { tokens } from '../theme/tokens';
import { vars } from '../theme/vars';
import { type Responsive, responsiveCss, rule } from './responsive';

/** A step of the theme's space scale: 0 (none) to 8 (64px). */
export type Space = keyof typeof tokens.space;

/** Where text lines up, on the reading direction: `start` is the left in English, the right in Arabic. */
export type TextAlign = 'start' | 'center' | 'end';

/**
 * Spacing and sizing every layout primitive takes, on the space scale and in logical directions (inline
 * runs along the text, block across it), so a layout mirrors right to left by itself.
 */
export interface LayoutProps {
  /** Padding on every side. */
  padding?: Responsive<Space> | undefined;
  /** Padding at the start and end of a line (left and right in English). */
  paddingInline?: Responsive<Space> | undefined;
  /** Padding above and below. */
  paddingBlock?: Responsive<Space> | undefined;
  /** Padding above. */
  paddingBlockStart?: Responsive<Space> | undefined;
  /** Padding below. */
  paddingBlockEnd?: Responsive<Space> | undefined;
  /** Margin at the start and end of a line; `auto` centres a box narrower than its container. */
  marginInline?: Responsive<Space | 'auto'> | undefined;
  /** Margin above. */
  marginBlockStart?: Responsive<Space> | undefined;
  /** Margin below. */
  marginBlockEnd?: Responsive<Space> | undefined;
  /** A CSS width, e.g. `'100%'`. */
  width?: Responsive<string> | undefined;
  /** A CSS length the box never grows past, e.g. `'640px'`. */
  maxWidth?: Responsive<string> | undefined;
  /** A CSS length the box never shrinks below; `'0'` lets a grid or flex child shrink below its content. */
  minWidth?: Responsive<string> | undefined;
  /** Alignment of the text inside. */
  textAlign?: Responsive<TextAlign> | undefined;
  /** The box's `flex` inside a {@link Stack} or an {@link Inline}, e.g. `'1'` to take the room left. */
  flex?: Responsive<string> | undefined;
}

const layoutKeys = [
  'padding',
  'paddingInline',
  'paddingBlock',
  'paddingBlockStart',
  'paddingBlockEnd',
  'marginInline',
  'marginBlockStart',
  'marginBlockEnd',
  'width',
  'maxWidth',
  'minWidth',
  'textAlign',
  'flex',
] as const satisfies readonly (keyof LayoutProps)[];

/** The layout props of `props` apart from the rest (which go to the element). */
export function splitLayoutProps<P extends LayoutProps>(props: P): [LayoutProps, Omit<P, keyof LayoutProps>] {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const key of layoutKeys) {
    if (key in rest) {
      layout[key] = rest[key];
      delete rest[key];
    }
  }
  return [layout as LayoutProps, rest as Omit<P, keyof LayoutProps>];
}

const space = (value: Space) => vars.space[value];
const spaceOrAuto = (value: Space | 'auto') => (value === 'auto' ? 'auto' : vars.space[value]);

/**
 * The CSS of layout props, shorthands first so a side given on its own wins. A primitive starts with no
 * margin and no padding of its own, whatever its element (a `p`, an `h2`, a `ul`); that reset weighs
 * nothing (`:where`), so it beats the browser's defaults but never a class of the element it is given to
 * with `asChild`, nor a primitive laid over another.
 */
export function layoutCss(props: LayoutProps): string {
  return `:where(&){margin:0;padding:0;}${responsiveCss([
    rule(props.padding, (v) => `padding:${space(v)};`),
    rule(props.paddingInline, (v) => `padding-inline:${space(v)};`),
    rule(props.paddingBlock, (v) => `padding-block:${space(v)};`),
    rule(props.paddingBlockStart, (v) => `padding-block-start:${space(v)};`),
    rule(props.paddingBlockEnd, (v) => `padding-block-end:${space(v)};`),
    rule(props.marginInline, (v) => `margin-inline:${spaceOrAuto(v)};`),
    rule(props.marginBlockStart, (v) => `margin-block-start:${space(v)};`),
    rule(props.marginBlockEnd, (v) => `margin-block-end:${space(v)};`),
    rule(props.width, (v) => `width:${v};`),
    rule(props.maxWidth, (v) => `max-width:${v};`),
    rule(props.minWidth, (v) => `min-width:${v};`),
    rule(props.textAlign, (v) => `text-align:${v};`),
    rule(props.flex, (v) => `flex:${v};`),
  ])}`;
}

/** Flex alignment across the main axis, in the reading direction. */
export type FlexAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
/** Flex distribution along the main axis, in the reading direction. */
export type FlexJustify = 'start' | 'center' | 'end' | 'between';

export const flexAlign = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
export const flexJustify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

/** A list laid out by a primitive keeps its semantics but loses its bullets. */
export const listReset = '&:where(ul, ol){list-style:none;}';
