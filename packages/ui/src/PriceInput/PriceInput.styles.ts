import styled from 'styled-components';
import { vars } from '../theme';

export const Currency = styled.span.withConfig({ componentId: 'lense-PriceInput-Currency' })`
  flex: none;
  padding-inline-end: ${vars.space[2]};
  border-inline-end: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;
