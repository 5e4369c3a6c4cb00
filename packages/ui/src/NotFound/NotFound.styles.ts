import styled from 'styled-components';
import { vars } from '../theme';

export const NotFoundRoot = styled.section.withConfig({ componentId: 'lense-NotFound-NotFoundRoot' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[8]} ${vars.space[5]};
  text-align: center;
`;

export const NotFoundCode = styled.p.withConfig({ componentId: 'lense-NotFound-NotFoundCode' })`
  margin: 0;
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

export const NotFoundTitle = styled.h1.withConfig({ componentId: 'lense-NotFound-NotFoundTitle' })`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.fontSize['4xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const NotFoundActions = styled.div.withConfig({ componentId: 'lense-NotFound-NotFoundActions' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[4]};
`;
