import styled, { css } from 'styled-components';
import { vars } from '../theme';

/** Colour families a card badge can take. */
export type BadgeTone = 'info' | 'success' | 'neutral' | 'warning' | 'primary' | 'inverse';

const tones: Record<BadgeTone, ReturnType<typeof css>> = {
  info: css`background: ${vars.color.infoSubtle}; color: ${vars.color.info};`,
  success: css`background: ${vars.color.successSubtle}; color: ${vars.color.success};`,
  neutral: css`background: ${vars.color.surface}; color: ${vars.color.textMuted};`,
  warning: css`background: ${vars.color.warningSubtle}; color: ${vars.color.warning};`,
  primary: css`background: ${vars.color.primary}; color: ${vars.color.primaryContrast};`,
  inverse: css`background: ${vars.color.text}; color: ${vars.color.textInverse};`,
};

/** A small pill label. */
export const Badge = styled.span.withConfig({ componentId: 'lense-card-Badge' })<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  height: 24px;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.full};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1;
  white-space: nowrap;
  border: 1px solid currentColor;
  ${({ $tone }) => tones[$tone]}
`;
