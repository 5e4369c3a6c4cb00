import type { LenseComponentStrings } from '../locale/LenseStrings';

/** ChoiceCard's English: loaded with it, not with every page's first script. */
export const englishChoiceCardStrings: LenseComponentStrings['choiceCard'] = {
  bannerAlt: 'Site banner',
  iconAlt: 'Site icon',
};
