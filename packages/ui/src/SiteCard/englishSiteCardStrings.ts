import type { LenseComponentStrings } from '../locale/LenseStrings';

/** SiteCard's English: loaded with it, not with every page's first script. */
export const englishSiteCardStrings: LenseComponentStrings['siteCard'] = {
  options: 'Site options',
  settings: 'Settings',
  delete: 'Delete',
};
