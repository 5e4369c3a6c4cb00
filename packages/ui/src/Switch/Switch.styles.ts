import * as RadixSwitch from '@radix-ui/react-switch';
import styled from 'styled-components';
import { vars } from '../theme';

export const SwitchRoot = styled.div.withConfig({ componentId: 'lense-Switch-SwitchRoot' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const SwitchRow = styled.div.withConfig({ componentId: 'lense-Switch-SwitchRow' })`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
`;

/** The track: 36 by 20 px, the thumb travels along the inline axis (to the left in right to left). */
export const SwitchTrack = styled(RadixSwitch.Root).withConfig({ componentId: 'lense-Switch-SwitchTrack' })`
  all: unset;
  box-sizing: border-box;
  flex: none;
  position: relative;
  width: 36px;
  height: 20px;
  margin-block-start: 2px;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface};
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  &:hover:not([data-disabled]) { border-color: ${vars.color.primary}; }
  &[data-state='checked'] { background: ${vars.color.primary}; border-color: ${vars.color.primary}; }
  &[aria-invalid='true'] { border-color: ${vars.color.danger}; }
  &[data-disabled] { cursor: not-allowed; opacity: 0.55; }
`;

export const SwitchThumb = styled(RadixSwitch.Thumb).withConfig({ componentId: 'lense-Switch-SwitchThumb' })`
  display: block;
  position: absolute;
  inset-block-start: 1px;
  inset-inline-start: 1px;
  width: 16px;
  height: 16px;
  border-radius: ${vars.radius.full};
  /* Grey when off, the primary's contrast colour when on: it reads on the track in both schemes. */
  background: ${vars.color.textSubtle};
  box-shadow: ${vars.shadow.sm};
  transition: inset-inline-start 120ms ease;
  &[data-state='checked'] { inset-inline-start: 17px; background: ${vars.color.primaryContrast}; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

export const SwitchLabel = styled.label.withConfig({ componentId: 'lense-Switch-SwitchLabel' })`
  font-size: ${vars.fontSize.sm};
  line-height: 24px;
  color: ${vars.color.text};
  cursor: pointer;
  [data-disabled] > & { cursor: not-allowed; color: ${vars.color.textMuted}; }
`;

export const SwitchHelp = styled.p.withConfig({ componentId: 'lense-Switch-SwitchHelp' })<{
  $tone: 'hint' | 'error';
}>`
  margin: 0;
  margin-inline-start: 48px;
  font-size: ${vars.fontSize.sm};
  color: ${({ $tone }) => ($tone === 'error' ? vars.color.danger : vars.color.textMuted)};
`;
