import type { LenseComponentStrings } from '../locale/LenseStrings';

/** CopyLinkButton's English: loaded with it, not with every page's first script. */
export const englishCopyLinkButtonStrings: LenseComponentStrings['copyLinkButton'] = {
  idle: 'Copy link',
  copying: 'Copying…',
  copied: 'Link copied',
  busy: 'Copying',
};
