import styled, { css } from 'styled-components';
import { StyledButton } from '../Button/Button.styles';
import { vars } from '../theme';

export type IconButtonSize = 'small' | 'medium' | 'large';

const sizes: Record<IconButtonSize, ReturnType<typeof css>> = {
  small: css`width: 32px; height: 32px;`,
  medium: css`width: 40px; height: 40px;`,
  large: css`width: 48px; height: 48px;`,
};

// Reuses the Button's variant table; only the box is square and padding-free.
export const StyledIconButton = styled(StyledButton).withConfig({
  componentId: 'lense-IconButton-StyledIconButton',
})<{ $square: IconButtonSize }>`
  padding: 0;
  flex: none;
  ${({ $square }) => sizes[$square]}
  &[data-variant='subtle'] {
    background: transparent;
    color: ${vars.color.textMuted};
  }
  &[data-variant='subtle']:hover:not([data-disabled]) {
    background: ${vars.color.surface};
    color: ${vars.color.text};
  }
`;
