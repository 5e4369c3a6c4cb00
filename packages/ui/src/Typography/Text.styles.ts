import styled from 'styled-components';
import { type LayoutProps, layoutCss } from '../internal/layoutProps';
import { type Responsive, responsiveCss, rule } from '../internal/responsive';
import type { Tokens } from '../theme/tokens';
import { vars } from '../theme/vars';

/** A step of the theme's font sizes. */
export type TextSize = keyof Tokens['fontSize'];
/** A weight of the theme. */
export type TextWeight = keyof Tokens['fontWeight'];
/** A line height of the theme: `tight` for headings, `normal` for running text. */
export type TextLeading = keyof Tokens['lineHeight'];
/** What the text says, as a colour of the theme. */
export type TextTone = 'default' | 'muted' | 'subtle' | 'primary' | 'success' | 'danger' | 'warning' | 'info';

const toneColors = {
  default: vars.color.text,
  muted: vars.color.textMuted,
  subtle: vars.color.textSubtle,
  primary: vars.color.primary,
  success: vars.color.success,
  danger: vars.color.danger,
  warning: vars.color.warning,
  info: vars.color.info,
} as const satisfies Record<TextTone, string>;

/** Typography of {@link Text} and {@link Heading}; what is left undefined is inherited. */
export interface Typography {
  size?: Responsive<TextSize> | undefined;
  weight?: TextWeight | undefined;
  leading?: TextLeading | undefined;
  tone?: TextTone | undefined;
}

export const typographyCss = ({ size, weight, leading, tone }: Typography) =>
  responsiveCss([
    rule(size, (v) => `font-size:${vars.fontSize[v]};`),
    rule(weight, (v) => `font-weight:${vars.fontWeight[v]};`),
    rule(leading, (v) => `line-height:${vars.lineHeight[v]};`),
    rule(tone, (v) => `color:${toneColors[v]};`),
  ]);

/** How {@link Text} treats what people write and the figures it shows. */
export interface TextFlow {
  breakWords?: boolean | undefined;
  preserveLines?: boolean | undefined;
  tabularNums?: boolean | undefined;
}

const flowCss = ({ breakWords, preserveLines, tabularNums }: TextFlow) =>
  [
    breakWords ? 'overflow-wrap:anywhere;' : '',
    preserveLines ? 'white-space:pre-line;' : '',
    tabularNums ? 'font-variant-numeric:tabular-nums;' : '',
  ].join('');

export const StyledText = styled.p.withConfig({ componentId: 'lense-Typography-StyledText' })<{
  $layout: LayoutProps;
  $typography: Typography;
  $flow: TextFlow;
}>`
  ${(props) => layoutCss(props.$layout)}
  ${(props) => typographyCss(props.$typography)}
  ${(props) => flowCss(props.$flow)}
`;
