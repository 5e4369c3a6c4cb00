import styled from 'styled-components';
import { cardSurface } from '../card';
import { visuallyHidden } from '../internal/visuallyHidden';
import { vars } from '../theme';

export const PhotoCardRoot = styled.figure.withConfig({ componentId: 'lense-PhotoCard-PhotoCardRoot' })`
  ${cardSurface}
  margin: 0;
  &[data-hidden] img { opacity: 0.4; }
  &[data-selected] {
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 3px ${vars.color.primary}, ${vars.shadow.md};
  }
`;

/** The image area: a toggle button when the photo can be selected, else a plain box. */
export const Frame = styled.div.withConfig({ componentId: 'lense-PhotoCard-Frame' })`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${vars.color.surface};
  text-align: start;
  color: inherit;
  text-decoration: none;
  &:is(button, a) { cursor: pointer; }
  &:is(button, a):focus-visible { outline-offset: -4px; }
  & > img {
    display: block;
    width: 100%;
    height: auto;
    background-size: cover;
    background-position: center;
  }
`;

/** Stands in for the image while it is being made, or when making it failed. */
export const Pending = styled.span.withConfig({ componentId: 'lense-PhotoCard-Pending' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  width: 100%;
  aspect-ratio: 4 / 3;
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-align: center;
  &[data-status='failed'] { color: ${vars.color.danger}; }
`;

export const Badges = styled.span.withConfig({ componentId: 'lense-PhotoCard-Badges' })`
  position: absolute;
  top: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
  display: flex;
  gap: ${vars.space[1]};
`;

export const Check = styled.span.withConfig({ componentId: 'lense-PhotoCard-Check' })`
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

export const Caption = styled.figcaption.withConfig({ componentId: 'lense-PhotoCard-Caption' })`
  padding: ${vars.space[3]} ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

/** The photo's name for screen readers while no image stands for it. */
export const PendingName = styled.span.withConfig({ componentId: 'lense-PhotoCard-PendingName' })`
  ${visuallyHidden}
`;
