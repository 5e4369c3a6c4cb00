import { useSyncExternalStore } from 'react';
import { cataloguesLoaded, loadCatalogues } from './catalogues';
import { isLocale, type Locale, matchLocale } from './locales';
import type { DisplayLocale } from './messageTypes';

const KEY = 'lense.locale';
const listeners = new Set<() => void>();

/** The language this browser chose in the footer or Settings, if it chose one. */
export function storedLocale(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    // Storage refused (privacy mode): no choice is remembered.
    return null;
  }
}

/** The language this browser chose, else the best of the browser's own languages. */
export const preferredLocale = (): Locale =>
  storedLocale() ?? matchLocale(globalThis.navigator?.languages ?? []);

/** The language the app shows: the preferred one once its catalogues are here (English until then). */
let shown: DisplayLocale = 'en';

function show(locale: DisplayLocale): void {
  shown = locale;
  if (typeof document !== 'undefined' && locale !== 'pseudo') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Shows `locale` once its catalogues are here; English if they cannot be loaded. Nothing is remembered. */
export async function showLocale(locale: DisplayLocale): Promise<void> {
  await loadCatalogues(locale).catch(() => {});
  show(cataloguesLoaded(locale) ? locale : 'en');
}

/** Loads the preferred language's catalogues and shows it; the first render waits for this. */
export const startInPreferredLocale = (): Promise<void> => showLocale(preferredLocale());

/**
 * Remembers `locale` for this browser and switches every open tab to it once its catalogues are here.
 * Rejects, leaving the language as it was, if they cannot be loaded.
 */
export async function chooseLocale(locale: DisplayLocale): Promise<void> {
  await loadCatalogues(locale);
  if (locale !== 'pseudo') {
    try {
      globalThis.localStorage?.setItem(KEY, locale);
    } catch {
      // Storage refused: the choice lasts for this page.
    }
  }
  show(locale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    void showLocale(preferredLocale());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The language the app shows, following changes. */
export const useChosenLocale = (): DisplayLocale =>
  useSyncExternalStore(
    subscribe,
    () => shown,
    () => 'en',
  );
