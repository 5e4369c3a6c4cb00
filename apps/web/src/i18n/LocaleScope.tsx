import { createContext, type ReactNode, useContext } from 'react';
import { useChosenLocale } from './chosenLocale';
import type { DisplayLocale } from './messageTypes';

const ScopeContext = createContext<DisplayLocale | null>(null);

/** Props of {@link LocaleScope}. */
export interface LocaleScopeProps {
  /** The language of everything below, its catalogues loaded (`loadCatalogues`); none: the reader's. */
  locale?: DisplayLocale | null | undefined;
  children?: ReactNode;
}

/** Shows everything below in one language, whatever the reader chose (a story in Kiswahili, a test). */
export function LocaleScope({ locale, children }: LocaleScopeProps) {
  return <ScopeContext.Provider value={locale ?? null}>{children}</ScopeContext.Provider>;
}

/** The language texts are shown in here: the scope's, else the reader's. */
export function useLocale(): DisplayLocale {
  const scoped = useContext(ScopeContext);
  const chosen = useChosenLocale();
  return scoped ?? chosen;
}
