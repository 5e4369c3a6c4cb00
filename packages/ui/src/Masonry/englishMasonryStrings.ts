import type { LenseComponentStrings } from '../locale/LenseStrings';

/** Masonry's English: loaded with it, not with every page's first script. */
export const englishMasonryStrings: LenseComponentStrings['masonry'] = {
  empty: 'Nothing to see here yet',
  loadingMore: 'Loading more…',
  loadingMoreLabel: 'Loading more',
  backToTop: 'Back to top',
};
