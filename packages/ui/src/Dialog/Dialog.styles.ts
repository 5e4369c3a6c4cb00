import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { css } from 'styled-components';
import { media, vars } from '../theme';

export type DialogTone = 'neutral' | 'warning' | 'danger';

export const StyledOverlay = styled(RadixDialog.Overlay).withConfig({
  componentId: 'lense-Dialog-StyledOverlay',
})`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.overlay};
  background: ${vars.color.backdrop};
`;

export const StyledContent = styled(RadixDialog.Content).withConfig({
  componentId: 'lense-Dialog-StyledContent',
})`
  position: fixed;
  top: 50%;
  /* Centred, so the same in both directions (a logical start would pull it off centre right to left). */
  left: 50%;
  z-index: ${vars.zIndex.modal};
  display: flex;
  gap: ${vars.space[4]};
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  transform: translate(-50%, -50%);
  &:focus { outline: none; }
  ${media.mobile} { flex-direction: column; }
`;

const tones: Record<Exclude<DialogTone, 'neutral'>, ReturnType<typeof css>> = {
  warning: css`background: ${vars.color.warningSubtle}; color: ${vars.color.warning};`,
  danger: css`background: ${vars.color.dangerSubtle}; color: ${vars.color.danger};`,
};

/** A round badge with an exclamation mark, coloured by tone. */
export const ToneIcon = styled.span.withConfig({ componentId: 'lense-Dialog-ToneIcon' })<{
  $tone: Exclude<DialogTone, 'neutral'>;
}>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${vars.radius.full};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  ${({ $tone }) => tones[$tone]}
`;

export const Body = styled.div.withConfig({ componentId: 'lense-Dialog-Body' })`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const StyledTitle = styled(RadixDialog.Title).withConfig({ componentId: 'lense-Dialog-StyledTitle' })`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const StyledDescription = styled(RadixDialog.Description).withConfig({
  componentId: 'lense-Dialog-StyledDescription',
})`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const StyledActions = styled.div.withConfig({ componentId: 'lense-Dialog-StyledActions' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[4]};
`;
