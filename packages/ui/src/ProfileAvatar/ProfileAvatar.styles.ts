import styled, { css } from 'styled-components';
import { vars } from '../theme';

export type ProfileAvatarSize = 'small' | 'medium' | 'large';

const sizes: Record<ProfileAvatarSize, ReturnType<typeof css>> = {
  small: css`width: 32px; height: 32px; font-size: ${vars.fontSize.sm};`,
  medium: css`width: 40px; height: 40px; font-size: ${vars.fontSize.md};`,
  large: css`width: 64px; height: 64px; font-size: ${vars.fontSize.xl};`,
};

export const AvatarRoot = styled.span.withConfig({ componentId: 'lense-ProfileAvatar-AvatarRoot' })<{
  $size: ProfileAvatarSize;
}>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1;
  user-select: none;
  ${({ $size }) => sizes[$size]}
  &[data-kind='letter'] { background: ${vars.color.primary}; color: ${vars.color.primaryContrast}; }
  &[data-kind='default'] { background: ${vars.color.surface}; color: ${vars.color.textSubtle}; border: 1px solid ${vars.color.border}; }
  & img, & svg { width: 100%; height: 100%; object-fit: cover; }
`;
