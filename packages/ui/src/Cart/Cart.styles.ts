import styled from 'styled-components';
import { vars } from '../theme';

export const CartHeader = styled.div.withConfig({ componentId: 'lense-Cart-CartHeader' })`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const CartCount = styled.span.withConfig({ componentId: 'lense-Cart-CartCount' })`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;
