import styled, { css } from 'styled-components';
import { visuallyHidden } from '../internal/visuallyHidden';
import { vars } from '../theme';

export const FieldRoot = styled.div.withConfig({ componentId: 'lense-Field-FieldRoot' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const FieldLabel = styled.label.withConfig({ componentId: 'lense-Field-FieldLabel' })<{
  $hidden: boolean;
}>`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text};
  ${({ $hidden }) => ($hidden ? visuallyHidden : null)}
`;

export const FieldHint = styled.p.withConfig({ componentId: 'lense-Field-FieldHint' })`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const FieldError = styled.p.withConfig({ componentId: 'lense-Field-FieldError' })`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.danger};
`;

/** The bordered surface of text-like inputs; state comes from attributes on the control inside. */
export const controlSurface = css`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.sm};
  transition: border-color 120ms ease, box-shadow 120ms ease;
  &:hover { border-color: ${vars.color.borderStrong}; }
`;

const focusRing = css`
  border-color: ${vars.color.primary};
  box-shadow: 0 0 0 3px ${vars.color.primarySubtle};
  outline: 2px solid ${vars.color.focus};
  outline-offset: 1px;
`;

/** A frame holding a bare input plus adornments (prefix, icon, buttons). */
export const InputFrame = styled.div.withConfig({ componentId: 'lense-Field-InputFrame' })`
  ${controlSurface}
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  height: 40px;
  padding-block: 0;
  /* Narrow at the end, where adornments are usually buttons with their own padding. */
  padding-inline: ${vars.space[3]} ${vars.space[1]};
  &:has(input:focus) { ${focusRing} }
  &:has([aria-invalid='true']) { border-color: ${vars.color.danger}; }
  &:has(input:disabled) { background: ${vars.color.surface}; cursor: not-allowed; opacity: 0.7; }
`;

/** Text or an icon beside the input inside its frame (a unit, a prefix). */
export const Adornment = styled.span.withConfig({ componentId: 'lense-Field-Adornment' })`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  &:last-child { padding-inline-end: ${vars.space[2]}; }
`;

export const BareInput = styled.input.withConfig({ componentId: 'lense-Field-BareInput' })`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${vars.fontSize.md};
  outline: none;
  &::placeholder { color: ${vars.color.textSubtle}; }
  &:disabled { cursor: not-allowed; }
  &::-webkit-search-cancel-button { appearance: none; }
`;

/** Standalone controls (textarea, select) carry the surface themselves. */
export const standaloneControl = css`
  ${controlSurface}
  width: 100%;
  padding: ${vars.space[2]} ${vars.space[3]};
  font-size: ${vars.fontSize.md};
  &:focus-visible { ${focusRing} }
  &[aria-invalid='true'] { border-color: ${vars.color.danger}; }
  &:disabled { background: ${vars.color.surface}; cursor: not-allowed; opacity: 0.7; }
  &::placeholder { color: ${vars.color.textSubtle}; }
`;
