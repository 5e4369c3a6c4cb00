import styled, { css } from 'styled-components';
import { vars } from '../theme';

export type TextLinkVariant = 'default' | 'muted';

const variants: Record<TextLinkVariant, ReturnType<typeof css>> = {
  default: css`
    color: ${vars.color.primary};
    &:hover { color: ${vars.color.primaryHover}; }
  `,
  muted: css`
    color: ${vars.color.textMuted};
    &:hover { color: ${vars.color.text}; }
  `,
};

export const StyledTextLink = styled.a.withConfig({ componentId: 'lense-TextLink-StyledTextLink' })<{
  $variant: TextLinkVariant;
}>`
  font-weight: ${vars.fontWeight.medium};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 3px;
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  &:hover { text-decoration-thickness: 2px; }
`;
