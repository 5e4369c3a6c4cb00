import styled, { css } from 'styled-components';
import { vars } from '../theme';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, ReturnType<typeof css>> = {
  info: css`--alert-accent: ${vars.color.info}; --alert-tint: ${vars.color.infoSubtle};`,
  success: css`--alert-accent: ${vars.color.success}; --alert-tint: ${vars.color.successSubtle};`,
  warning: css`--alert-accent: ${vars.color.warning}; --alert-tint: ${vars.color.warningSubtle};`,
  danger: css`--alert-accent: ${vars.color.danger}; --alert-tint: ${vars.color.dangerSubtle};`,
};

export const AlertBox = styled.div.withConfig({ componentId: 'lense-Alert-AlertBox' })<{ $tone: AlertTone }>`
  ${({ $tone }) => tones[$tone]}
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding-block: ${vars.space[3]};
  padding-inline: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid var(--alert-accent);
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.md};
  background: var(--alert-tint);
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

export const AlertIcon = styled.span.withConfig({ componentId: 'lense-Alert-AlertIcon' })`
  display: inline-flex;
  flex: none;
  padding-block-start: 1px;
  color: var(--alert-accent);
`;

export const AlertBody = styled.div.withConfig({ componentId: 'lense-Alert-AlertBody' })`
  display: flex;
  flex: 1 1 16em;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const AlertTitle = styled.p.withConfig({ componentId: 'lense-Alert-AlertTitle' })`
  margin: 0;
  font-weight: ${vars.fontWeight.semibold};
`;

export const AlertMessage = styled.div.withConfig({ componentId: 'lense-Alert-AlertMessage' })`
  color: ${vars.color.text};
  & > p { margin: 0; }
`;

/** The action keeps to the end of the row, and moves under the message when the row is narrow. */
export const AlertAction = styled.div.withConfig({ componentId: 'lense-Alert-AlertAction' })`
  display: flex;
  flex: none;
  align-self: center;
  margin-inline-start: auto;
`;
