import { LocaleProvider } from '@lense/ui';
import { type ReactNode, useMemo } from 'react';
import { uiStringsIn } from './catalogues';
import { useLocale } from './LocaleScope';
import { pseudoUiStrings } from './pseudoUiStrings';

/**
 * Gives the design system's components the app's language: their texts, and the locale of dates and amounts.
 * In English the components keep their own defaults.
 */
export function UiLocale({ children }: { children?: ReactNode }) {
  const locale = useLocale();
  const strings = useMemo(
    () => (import.meta.env.DEV && locale === 'pseudo' ? pseudoUiStrings() : uiStringsIn(locale)),
    [locale],
  );
  return (
    <LocaleProvider locale={locale === 'sw' ? 'sw-KE' : undefined} strings={strings}>
      {children}
    </LocaleProvider>
  );
}
