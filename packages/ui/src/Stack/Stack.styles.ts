import styled from 'styled-components';
import {
  type FlexAlign,
  flexAlign,
  type LayoutProps,
  layoutCss,
  listReset,
  type Space,
} from '../internal/layoutProps';
import { type Responsive, responsiveCss, rule } from '../internal/responsive';
import { vars } from '../theme/vars';

export const StyledStack = styled.div.withConfig({ componentId: 'lense-Stack-StyledStack' })<{
  $layout: LayoutProps;
  $gap: Responsive<Space> | undefined;
  $align: Responsive<FlexAlign> | undefined;
}>`
  display: flex;
  flex-direction: column;
  ${(props) => layoutCss(props.$layout)}
  ${(props) =>
    responsiveCss([
      rule(props.$gap, (v) => `gap:${vars.space[v]};`),
      rule(props.$align, (v) => `align-items:${flexAlign[v]};`),
    ])}
  ${listReset}
`;
