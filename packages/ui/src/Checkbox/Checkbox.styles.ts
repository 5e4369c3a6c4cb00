import styled from 'styled-components';
import { vars } from '../theme';

export const CheckboxRoot = styled.div.withConfig({ componentId: 'lense-Checkbox-CheckboxRoot' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const CheckboxRow = styled.div.withConfig({ componentId: 'lense-Checkbox-CheckboxRow' })`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

export const CheckboxInput = styled.input.withConfig({ componentId: 'lense-Checkbox-CheckboxInput' })`
  appearance: none;
  flex: none;
  width: 18px;
  height: 18px;
  margin: 3px 0 0;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceRaised} center / 14px no-repeat;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease;
  &:hover:not(:disabled) { border-color: ${vars.color.primary}; }
  &:checked { background-color: ${vars.color.primary}; background-image: ${vars.icon.check}; border-color: ${vars.color.primary}; }
  &[aria-invalid='true'] { border-color: ${vars.color.danger}; }
  &:disabled { cursor: not-allowed; opacity: 0.55; }
`;

export const CheckboxLabel = styled.label.withConfig({ componentId: 'lense-Checkbox-CheckboxLabel' })`
  font-size: ${vars.fontSize.sm};
  line-height: 24px;
  color: ${vars.color.text};
  cursor: pointer;
  [data-disabled] > & { cursor: not-allowed; color: ${vars.color.textMuted}; }
`;

export const CheckboxHelp = styled.p.withConfig({ componentId: 'lense-Checkbox-CheckboxHelp' })<{
  $tone: 'hint' | 'error';
}>`
  margin: 0;
  margin-inline-start: 26px;
  font-size: ${vars.fontSize.sm};
  color: ${({ $tone }) => ($tone === 'error' ? vars.color.danger : vars.color.textMuted)};
`;
