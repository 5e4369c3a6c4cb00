import styled, { css } from 'styled-components';
import { vars } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.color.primary};
    color: ${vars.color.primaryContrast};
    &:hover:not([data-disabled]) { background: ${vars.color.primaryHover}; }
  `,
  secondary: css`
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    border-color: ${vars.color.border};
    &:hover:not([data-disabled]) { background: ${vars.color.surface}; border-color: ${vars.color.borderStrong}; }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.color.primary};
    &:hover:not([data-disabled]) { background: ${vars.color.primarySubtle}; }
  `,
  danger: css`
    background: ${vars.color.danger};
    color: ${vars.color.primaryContrast};
    &:hover:not([data-disabled]) { background: ${vars.color.dangerHover}; }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  small: css`height: 32px; padding: 0 ${vars.space[3]}; font-size: ${vars.fontSize.sm};`,
  medium: css`height: 40px; padding: 0 ${vars.space[4]}; font-size: ${vars.fontSize.md};`,
  large: css`height: 48px; padding: 0 ${vars.space[5]}; font-size: ${vars.fontSize.lg};`,
};

export const StyledButton = styled.button.withConfig({ componentId: 'lense-Button-StyledButton' })<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1;
  cursor: pointer;
  white-space: nowrap;
  text-decoration: none;
  transition: background-color 120ms ease, border-color 120ms ease;
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${({ $fullWidth }) => ($fullWidth ? css`width: 100%;` : null)}
  &[data-disabled] { cursor: not-allowed; opacity: 0.55; }
  &[data-muted] { color: ${vars.color.textSubtle}; background: ${vars.color.surface}; }
  &[aria-busy='true'] { cursor: progress; }
`;
