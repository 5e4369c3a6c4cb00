import type { LenseComponentStrings } from '../locale/LenseStrings';

/** PhotoViewer's English: loaded with it, not with every page's first script. */
export const englishPhotoViewerStrings: LenseComponentStrings['photoViewer'] = {
  counter: (position, total) => `${position} of ${total}`,
  zoomIn: 'Zoom in',
  fitToScreen: 'Fit to screen',
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  download: 'Download',
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'Couldn’t copy the link',
};
