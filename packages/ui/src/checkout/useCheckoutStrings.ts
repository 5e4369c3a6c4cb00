import type { LenseComponentStrings } from '../locale/LenseStrings';
import { useComponentStrings } from '../locale/useComponentStrings';
import { type CheckoutGroup, englishCheckoutStrings } from './englishCheckoutStrings';

/** One group of the checkout's texts, in the language in effect (English from here). */
export const useCheckoutStrings = <K extends CheckoutGroup>(group: K): LenseComponentStrings[K] =>
  useComponentStrings(group, englishCheckoutStrings[group] as LenseComponentStrings[K]);
