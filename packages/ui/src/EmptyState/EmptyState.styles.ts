import styled from 'styled-components';
import { vars } from '../theme';

export const EmptyStateRoot = styled.section.withConfig({ componentId: 'lense-EmptyState-EmptyStateRoot' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[7]} ${vars.space[5]};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  text-align: center;
`;

export const EmptyStateIcon = styled.span.withConfig({ componentId: 'lense-EmptyState-EmptyStateIcon' })`
  display: inline-flex;
  width: 48px;
  height: 48px;
  align-items: center;
  justify-content: center;
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
`;

export const EmptyStateTitle = styled.h2.withConfig({ componentId: 'lense-EmptyState-EmptyStateTitle' })`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;

export const EmptyStateDescription = styled.p.withConfig({
  componentId: 'lense-EmptyState-EmptyStateDescription',
})`
  margin: 0;
  max-width: 420px;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;
