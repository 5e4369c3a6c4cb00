import type { LenseComponentStrings } from '../locale/LenseStrings';
import { spaceCountLabel } from './spaceCountLabel';

/** CollectionCard's English: loaded with it, not with every page's first script. */
export const englishCollectionCardStrings: LenseComponentStrings['collectionCard'] = {
  settings: 'Settings',
  delete: 'Delete',
  spaceCount: spaceCountLabel,
};
