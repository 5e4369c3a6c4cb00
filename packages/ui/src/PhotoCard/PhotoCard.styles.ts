import styled from 'styled-components';
import { cardSurface } from '../card';
import { vars } from '../theme';

export const PhotoCardRoot = styled.figure`
  ${cardSurface}
  margin: 0;
  &[data-selected] {
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 3px ${vars.color.primary}, ${vars.shadow.md};
  }
`;

/** The image area: a toggle button when the photo can be selected, else a plain box. */
export const Frame = styled.div`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${vars.color.surface};
  text-align: left;
  &:is(button) { cursor: pointer; }
  &:is(button):focus-visible { outline-offset: -4px; }
  & > img {
    width: 100%;
    height: auto;
  }
  &[data-hidden] > img { opacity: 0.4; }
`;

export const Badges = styled.span`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  display: flex;
  gap: ${vars.space[1]};
`;

export const Check = styled.span`
  position: absolute;
  top: ${vars.space[2]};
  right: ${vars.space[2]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
`;

export const Caption = styled.figcaption`
  padding: ${vars.space[3]} ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;
