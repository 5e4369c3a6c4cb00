import type { LenseComponentStrings } from '../locale/LenseStrings';

/** SearchBar's English: loaded with it, not with every page's first script. */
export const englishSearchBarStrings: LenseComponentStrings['searchBar'] = {
  label: 'Search',
  clear: 'Clear search',
};
