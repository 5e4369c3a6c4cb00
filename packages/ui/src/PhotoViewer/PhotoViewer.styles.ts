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
  background: rgb(0 0 0 / 0.92);
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
  color: #fff;
  &:focus { outline: none; }
`;

export const TopBar = styled.div.withConfig({ componentId: 'lense-PhotoViewer-TopBar' })`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  & [data-ui='IconButton'] { color: #fff; }
  & [data-ui='IconButton']:hover { background: rgb(255 255 255 / 0.12); }
`;

export const Counter = styled.span.withConfig({ componentId: 'lense-PhotoViewer-Counter' })`
  flex: 1;
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
