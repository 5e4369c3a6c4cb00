import styled from 'styled-components';
import { vars } from '../theme';

export const ErrorViewRoot = styled.section.withConfig({ componentId: 'lense-ErrorView-ErrorViewRoot' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  max-width: 480px;
  margin: 0 auto;
  padding: ${vars.space[7]} ${vars.space[5]};
  text-align: center;
  color: ${vars.color.text};
`;

export const ErrorViewIcon = styled.span.withConfig({ componentId: 'lense-ErrorView-ErrorViewIcon' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.dangerSubtle};
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
`;

export const ErrorViewTitle = styled.h1.withConfig({ componentId: 'lense-ErrorView-ErrorViewTitle' })`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const ErrorViewMessage = styled.p.withConfig({ componentId: 'lense-ErrorView-ErrorViewMessage' })`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
`;

export const ErrorViewSupport = styled.p.withConfig({ componentId: 'lense-ErrorView-ErrorViewSupport' })`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  & a { color: ${vars.color.primary}; font-weight: ${vars.fontWeight.semibold}; }
  & a:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; border-radius: ${vars.radius.sm}; }
`;

export const ErrorViewActions = styled.div.withConfig({ componentId: 'lense-ErrorView-ErrorViewActions' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[2]};
`;
