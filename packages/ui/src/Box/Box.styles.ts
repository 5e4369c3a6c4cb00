import styled from 'styled-components';
import { type LayoutProps, layoutCss, listReset } from '../internal/layoutProps';
import { type Responsive, responsiveCss, rule } from '../internal/responsive';

/** How a {@link Box} is displayed; `none` hides it in a layout. */
export type BoxDisplay = 'block' | 'inline-block' | 'flex' | 'grid' | 'contents' | 'none';

export const StyledBox = styled.div.withConfig({ componentId: 'lense-Box-StyledBox' })<{
  $layout: LayoutProps;
  $display: Responsive<BoxDisplay> | undefined;
}>`
  ${(props) => layoutCss(props.$layout)}
  ${(props) => responsiveCss([rule(props.$display, (v) => `display:${v};`)])}
  ${listReset}
`;
