import styled, { css } from 'styled-components';
import { vars } from '../theme';
import { cardSurface } from './Card.styles';

/** Image proportions of a choice card. */
export type ChoiceShape = 'banner' | 'icon';

const shapes: Record<ChoiceShape, ReturnType<typeof css>> = {
  banner: css`aspect-ratio: 3 / 1;`,
  icon: css`aspect-ratio: 1 / 1;`,
};

export const ChoiceRoot = styled.button.withConfig({ componentId: 'lense-card-ChoiceRoot' })<{
  $shape: ChoiceShape;
}>`
  ${cardSurface}
  width: 100%;
  padding: 0;
  font: inherit;
  text-align: start;
  cursor: pointer;
  & > img {
    width: 100%;
    object-fit: cover;
    background: ${vars.color.surface};
    ${({ $shape }) => shapes[$shape]}
  }
  &:hover { border-color: ${vars.color.borderStrong}; }
  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 3px ${vars.color.primary}, ${vars.shadow.md};
  }
`;

export const ChoiceText = styled.span.withConfig({ componentId: 'lense-card-ChoiceText' })`
  display: block;
  padding: ${vars.space[3]} ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const ChoiceCheck = styled.span.withConfig({ componentId: 'lense-card-ChoiceCheck' })`
  position: absolute;
  top: ${vars.space[2]};
  inset-inline-end: ${vars.space[2]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
`;
