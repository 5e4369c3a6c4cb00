import styled from 'styled-components';
import {
  type FlexAlign,
  type FlexJustify,
  flexAlign,
  flexJustify,
  type LayoutProps,
  layoutCss,
  listReset,
  type Space,
} from '../internal/layoutProps';
import { type Responsive, responsiveCss, rule } from '../internal/responsive';
import { vars } from '../theme/vars';

export const StyledInline = styled.div.withConfig({ componentId: 'lense-Inline-StyledInline' })<{
  $layout: LayoutProps;
  $gap: Responsive<Space> | undefined;
  $rowGap: Responsive<Space> | undefined;
  $align: Responsive<FlexAlign> | undefined;
  $justify: Responsive<FlexJustify> | undefined;
  $wrap: boolean;
}>`
  display: flex;
  flex-wrap: ${(props) => (props.$wrap ? 'wrap' : 'nowrap')};
  ${(props) => layoutCss(props.$layout)}
  ${(props) =>
    responsiveCss([
      rule(props.$gap, (v) => `gap:${vars.space[v]};`),
      rule(props.$rowGap, (v) => `row-gap:${vars.space[v]};`),
      rule(props.$align, (v) => `align-items:${flexAlign[v]};`),
      rule(props.$justify, (v) => `justify-content:${flexJustify[v]};`),
    ])}
  ${listReset}
`;
