import styled, { css } from 'styled-components';
import { media, vars } from '../theme';
import type { ToastKind } from './toastStore';

export const Viewport = styled.section.withConfig({ componentId: 'lense-Toast-Viewport' })`
  position: fixed;
  top: ${vars.space[4]};
  inset-inline-end: ${vars.space[4]};
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: min(360px, calc(100vw - 32px));
  pointer-events: none;
  /* A phone's top holds the header and the page's heading: toasts rise from the bottom instead. */
  ${media.mobile} {
    top: auto;
    bottom: max(${vars.space[4]}, env(safe-area-inset-bottom));
    inset-inline: ${vars.space[4]};
    width: auto;
  }
`;

const accents: Record<ToastKind, ReturnType<typeof css>> = {
  success: css`--toast-accent: ${vars.color.success};`,
  error: css`--toast-accent: ${vars.color.danger};`,
  info: css`--toast-accent: ${vars.color.info};`,
};

export const ToastCard = styled.div.withConfig({ componentId: 'lense-Toast-ToastCard' })<{
  $kind: ToastKind;
}>`
  ${({ $kind }) => accents[$kind]}
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[3]};
  padding-inline: ${vars.space[4]} ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-inline-start: 4px solid var(--toast-accent);
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.text};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  cursor: grab;
  transition: transform 160ms ease, opacity 160ms ease;
  &[data-dragging] { transition: none; cursor: grabbing; }
`;

export const ToastIcon = styled.span.withConfig({ componentId: 'lense-Toast-ToastIcon' })`
  display: inline-flex;
  flex: none;
  padding-top: 7px;
  color: var(--toast-accent);
`;

export const ToastMessage = styled.div.withConfig({ componentId: 'lense-Toast-ToastMessage' })`
  flex: 1;
  min-width: 0;
  padding: 6px 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.normal};
  overflow-wrap: anywhere;
`;
