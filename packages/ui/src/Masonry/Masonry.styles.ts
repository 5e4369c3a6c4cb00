import styled from 'styled-components';
import { vars } from '../theme';

export const MasonryRoot = styled.div.withConfig({ componentId: 'lense-Masonry-MasonryRoot' })`
  --masonry-inline-sign: 1;
  position: relative;
  width: 100%;
  &:dir(rtl) { --masonry-inline-sign: -1; }
  &[data-scrolling] [data-masonry-tile] { pointer-events: none; }
`;

export const MasonryCanvas = styled.ul.withConfig({ componentId: 'lense-Masonry-MasonryCanvas' })`
  position: relative;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  &[data-align='start'] { margin: 0; }
`;

export const MasonryTile = styled.li.withConfig({ componentId: 'lense-Masonry-MasonryTile' })`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  overflow: hidden;
  border-radius: ${vars.radius.md};
`;

export const MasonryStatus = styled.div.withConfig({ componentId: 'lense-Masonry-MasonryStatus' })`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[5]} ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

// A `div`, not a `p`: the empty state may be a block of its own (an EmptyState section).
export const MasonryEmpty = styled.div.withConfig({ componentId: 'lense-Masonry-MasonryEmpty' })`
  margin: 0;
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
`;

export const BackToTopButton = styled.button.withConfig({ componentId: 'lense-Masonry-BackToTopButton' })`
  position: fixed;
  inset-inline-end: ${vars.space[5]};
  bottom: ${vars.space[5]};
  z-index: ${vars.zIndex.sticky};
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  height: 40px;
  padding: 0 ${vars.space[4]};
  border: 0;
  border-radius: ${vars.radius.full};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  box-shadow: ${vars.shadow.md};
  cursor: pointer;
  &:hover { background: ${vars.color.primaryHover}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;
