import styled, { css, keyframes } from 'styled-components';
import { vars } from '../theme';

export type SpinnerSize = 'small' | 'medium' | 'large';

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizes: Record<SpinnerSize, ReturnType<typeof css>> = {
  small: css`width: 16px; height: 16px; border-width: 2px;`,
  medium: css`width: 32px; height: 32px; border-width: 3px;`,
  large: css`width: 56px; height: 56px; border-width: 4px;`,
};

export const SpinnerRing = styled.span.withConfig({ componentId: 'lense-Spinner-SpinnerRing' })<{
  $size: SpinnerSize;
}>`
  display: inline-block;
  flex: none;
  border-style: solid;
  border-radius: ${vars.radius.full};
  border-color: currentColor;
  border-inline-end-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  ${({ $size }) => sizes[$size]}
`;
