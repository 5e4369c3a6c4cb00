import styled from 'styled-components';
import { vars } from '../theme';

export const OverlayBackdrop = styled.div.withConfig({ componentId: 'lense-Overlay-OverlayBackdrop' })`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  background: ${vars.color.backdrop};
  color: ${vars.color.textOnBackdrop};
  &[data-clickable] { cursor: pointer; }
`;

export const OverlayContent = styled.div.withConfig({ componentId: 'lense-Overlay-OverlayContent' })`
  cursor: auto;
`;
