import { englishCheckoutStrings } from '../checkout/englishCheckoutStrings';
import { englishFooterStrings } from '../Footer/englishFooterStrings';
import { englishCoreStrings } from './englishCoreStrings';
import type { LenseStrings } from './LenseStrings';

/** The built-in English strings: what every component writes without a {@link LocaleProvider}. */
export const englishStrings: LenseStrings = {
  ...englishCoreStrings,
  ...englishFooterStrings,
  ...englishCheckoutStrings,
};
