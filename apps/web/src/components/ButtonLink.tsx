import { vars } from '@lense/ui';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const variants = {
  primary: css`
    background: ${vars.color.primary};
    color: ${vars.color.primaryContrast};
    &:hover { background: ${vars.color.primaryHover}; }
  `,
  secondary: css`
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    border-color: ${vars.color.border};
    &:hover { background: ${vars.color.surface}; border-color: ${vars.color.borderStrong}; }
  `,
};

/**
 * A router link drawn like a medium button ('primary' or 'secondary' via `$variant`), full-width unless
 * `$fit` sizes it to its text.
 */
export const ButtonLink = styled(Link)<{ $variant?: keyof typeof variants; $fit?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $fit }) => ($fit ? 'auto' : '100%')};
  height: 40px;
  padding: 0 ${vars.space[4]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1;
  text-decoration: none;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;
