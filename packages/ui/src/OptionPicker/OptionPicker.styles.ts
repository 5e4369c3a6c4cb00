import styled from 'styled-components';
import { vars } from '../theme';

export const OptionTrack = styled.div.withConfig({ componentId: 'lense-OptionPicker-OptionTrack' })`
  display: inline-flex;
  align-self: flex-start;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  &[aria-invalid='true'] { border-color: ${vars.color.danger}; }
  &[data-full-width] { display: flex; align-self: stretch; }
`;

export const OptionItem = styled.button.withConfig({ componentId: 'lense-OptionPicker-OptionItem' })`
  flex: 1;
  height: 32px;
  padding: 0 ${vars.space[4]};
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  cursor: pointer;
  white-space: nowrap;
  transition: background-color 120ms ease, color 120ms ease;
  &:hover:not(:disabled) { color: ${vars.color.text}; }
  &[data-state='checked'] {
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.primary};
    box-shadow: ${vars.shadow.sm};
  }
  &:disabled { cursor: not-allowed; opacity: 0.55; }
`;
