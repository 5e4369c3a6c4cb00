import { type ReactNode, useContext, useMemo } from 'react';
import type { LenseStrings, LenseStringsOverrides, StringsInEffect } from './LenseStrings';
import { LocaleContext } from './LocaleContext';
import { mergeStrings } from './mergeStrings';

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /**
   * The texts to replace, at any depth (e.g. `{ spaceCard: { view: 'Voir' } }`), merged over those of an
   * enclosing provider, or over English at the top.
   */
  strings?: LenseStringsOverrides | undefined;
  /** The locale (BCP 47) dates and numbers are written in, e.g. 'sw-KE'; sets both `formats`. */
  locale?: string | undefined;
  /** The currency of prices, e.g. `{ code: 'UGX', label: 'USh' }`. Default Kenyan shillings (KES, 'Ksh'). */
  currency?: LenseStrings['currency'] | undefined;
  /** Whether space titles are title-cased. Default true (the product's rule). */
  titleCase?: boolean | undefined;
  children?: ReactNode | undefined;
}

/**
 * Sets the strings, currency, formatting locale and title casing of every @lense/ui component below it.
 * `strings` wins over the shorthand props where both say something.
 */
export function LocaleProvider({ strings, locale, currency, titleCase, children }: LocaleProviderProps) {
  const parent = useContext(LocaleContext);
  const value = useMemo(() => {
    const shorthand: LenseStringsOverrides = {
      ...(locale ? { formats: { dates: locale, numbers: locale } } : {}),
      ...(currency ? { currency } : {}),
      ...(titleCase === undefined ? {} : { display: { titleCase } }),
    };
    const withShorthand = Object.keys(shorthand).length > 0 ? mergeStrings(parent, shorthand) : parent;
    return strings ? mergeStrings(withShorthand, strings) : withShorthand;
  }, [parent, strings, locale, currency, titleCase]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/**
 * The strings in effect: English, with the overrides of every enclosing {@link LocaleProvider}. The checkout's
 * groups are there only where a provider gave them; the checkout's components add their own English.
 */
export function useLenseStrings(): StringsInEffect {
  return useContext(LocaleContext);
}
