import styled from 'styled-components';
import { type LayoutProps, layoutCss } from '../internal/layoutProps';
import { type Typography, typographyCss } from '../Typography/Text.styles';

export const StyledHeading = styled.h2.withConfig({ componentId: 'lense-Heading-StyledHeading' })<{
  $layout: LayoutProps;
  $typography: Typography;
}>`
  ${(props) => layoutCss(props.$layout)}
  ${(props) => typographyCss(props.$typography)}
`;
