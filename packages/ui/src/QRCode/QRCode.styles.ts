import styled from 'styled-components';
import { vars } from '../theme';

export const QRCodeFigure = styled.figure.withConfig({ componentId: 'lense-QRCode-QRCodeFigure' })`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
  & svg { display: block; }
`;

export const QRCodeCaption = styled.figcaption.withConfig({ componentId: 'lense-QRCode-QRCodeCaption' })`
  max-width: 240px;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-align: center;
  word-break: break-all;
`;
