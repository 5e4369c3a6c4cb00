export { englishStrings } from './englishStrings';
export type { LenseStrings, LenseStringsOverrides } from './LenseStrings';
export { LocaleProvider, type LocaleProviderProps, useLenseStrings } from './LocaleProvider';
export { mergeStrings } from './mergeStrings';
