export { englishStrings } from './englishStrings';
export type {
  LenseComponentStrings,
  LenseCoreStrings,
  LenseStrings,
  LenseStringsOverrides,
  StringsInEffect,
} from './LenseStrings';
export { LocaleProvider, type LocaleProviderProps, useLenseStrings } from './LocaleProvider';
export { mergeStrings } from './mergeStrings';
export { swahiliStrings } from './swahiliStrings';
