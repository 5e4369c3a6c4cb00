import styled from 'styled-components';
import { vars } from '../theme';

export const CopyLinkRoot = styled.button.withConfig({ componentId: 'lense-CopyLinkButton-CopyLinkRoot' })`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  height: 40px;
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  cursor: pointer;
  &:hover { border-color: ${vars.color.borderStrong}; background: ${vars.color.surface}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  &[data-state='copying'] { cursor: progress; }
  &[data-state='copied'] {
    border-color: ${vars.color.success};
    background: ${vars.color.successSubtle};
    color: ${vars.color.success};
  }
`;
