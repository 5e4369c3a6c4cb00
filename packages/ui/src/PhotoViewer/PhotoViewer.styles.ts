import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { visuallyHidden } from '../internal/visuallyHidden';
import { media, vars } from '../theme';

export const ViewerOverlay = styled(RadixDialog.Overlay).withConfig({
  componentId: 'lense-PhotoViewer-ViewerOverlay',
})`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.overlay};
  /* Solid black in both schemes: nothing of the page competes with the photo. */
  background: #000;
`;

/** The whole screen: a bar on top, the photo in the middle, its price and comment below. */
export const ViewerContent = styled(RadixDialog.Content).withConfig({
  componentId: 'lense-PhotoViewer-ViewerContent',
})`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  background: #000;
  color: #fff;
  &:focus { outline: none; }
`;

/**
 * The bar over the photo: where it is and from which event, then the app's actions, download, share, zoom
 * and close. On a phone the event's line takes the first row beside close, the buttons the second.
 */
export const TopBar = styled.div.withConfig({ componentId: 'lense-PhotoViewer-TopBar' })`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  & [data-ui='IconButton'] { color: #fff; flex: none; }
  & [data-ui='IconButton']:hover { background: rgb(255 255 255 / 0.12); }
  ${media.mobile} {
    flex-wrap: wrap;
    row-gap: ${vars.space[1]};
    padding: ${vars.space[1]} ${vars.space[2]};
    & > [data-part='where'] { flex-basis: calc(100% - 40px - ${vars.space[2]}); }
    & > [data-part='close'] { order: 1; }
    & > :not([data-part='where'], [data-part='close']) { order: 2; }
    & > [data-part='actions'] { flex: 1 1 auto; }
    /* Without actions the buttons still sit at the end. */
    & > [data-part='actions']:empty + * { margin-inline-start: auto; }
  }
`;

/** The counter and the event's name: shrinks first, the name ending in an ellipsis. */
export const Where = styled.div.withConfig({ componentId: 'lense-PhotoViewer-Where' })`
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  align-items: baseline;
  gap: ${vars.space[3]};
  & > a {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: #fff;
    font-weight: ${vars.fontWeight.semibold};
    text-decoration: none;
  }
  & > a:hover { text-decoration: underline; }
  & > a:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/** The app's actions for the open photo (a Buy button), together. */
export const Actions = styled.div.withConfig({ componentId: 'lense-PhotoViewer-Actions' })`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  &:empty { display: none; }
`;

/** 'Link copied': under the bar, over the photo, without moving anything. */
export const Notice = styled.div.withConfig({ componentId: 'lense-PhotoViewer-Notice' })`
  position: absolute;
  top: 100%;
  inset-inline: 0;
  z-index: 1;
  display: flex;
  justify-content: center;
  pointer-events: none;
  & > span {
    margin-top: ${vars.space[2]};
    padding: ${vars.space[1]} ${vars.space[3]};
    border-radius: 999px;
    background: #fff;
    color: #000;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Counter = styled.span.withConfig({ componentId: 'lense-PhotoViewer-Counter' })`
  flex: none;
  font-size: ${vars.fontSize.sm};
  color: rgb(255 255 255 / 0.8);
  font-variant-numeric: tabular-nums;
`;

/** The photo's stage: fits the photo, or scrolls over it at full size when zoomed. */
export const Stage = styled.div.withConfig({ componentId: 'lense-PhotoViewer-Stage' })`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  overflow: hidden;
  touch-action: pan-y pinch-zoom;
  & > img {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
    background-size: cover;
    cursor: zoom-in;
    user-select: none;
  }
  &[data-zoomed] {
    display: block;
    overflow: auto;
    touch-action: auto;
  }
  &[data-zoomed] > img {
    max-width: none;
    max-height: none;
    cursor: zoom-out;
  }
`;

/** Previous and next, over the photo's edges; hidden on phones, where a swipe does it. */
export const Side = styled.div.withConfig({ componentId: 'lense-PhotoViewer-Side' })`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  &[data-side='previous'] { inset-inline-start: ${vars.space[2]}; }
  &[data-side='next'] { inset-inline-end: ${vars.space[2]}; }
  /* The arrows point along the reading direction. */
  &:dir(rtl) svg { transform: scaleX(-1); }
  & [data-ui='IconButton'] {
    color: #fff;
    background: rgb(0 0 0 / 0.4);
  }
  ${media.mobile} { display: none; }
`;

export const Caption = styled.div.withConfig({ componentId: 'lense-PhotoViewer-Caption' })`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Price = styled.strong.withConfig({ componentId: 'lense-PhotoViewer-Price' })`
  font-weight: ${vars.fontWeight.semibold};
`;

export const Comment = styled.p.withConfig({ componentId: 'lense-PhotoViewer-Comment' })`
  margin: 0;
  flex: 1 1 240px;
  color: rgb(255 255 255 / 0.85);
`;

/** The dialog's name for screen readers: the photo's description. */
export const HiddenTitle = styled(RadixDialog.Title).withConfig({
  componentId: 'lense-PhotoViewer-HiddenTitle',
})`
  ${visuallyHidden}
`;
