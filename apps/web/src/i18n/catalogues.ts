import type { LenseStringsOverrides } from '@lense/ui';
import type { Catalogue, CompiledMessage, DisplayLocale } from './messageTypes';

/** English, each area's catalogue registered by the module that uses it (so it travels in that screen's chunk). */
const english = new Map<string, Catalogue>();
/** Kiswahili, loaded as one file when it is first needed. */
let swahili: ReadonlyMap<string, Catalogue> | undefined;
/** The design system's Kiswahili, loaded with the app's. */
let swahiliUi: LenseStringsOverrides | undefined;

export function registerEnglish(area: string, catalogue: Catalogue): void {
  english.set(area, catalogue);
}

/** Loads the catalogues `locale` needs; English and the pseudo-language are always here. */
export async function loadCatalogues(locale: DisplayLocale): Promise<void> {
  if (locale !== 'sw' || swahili) return;
  const loaded = await import('./swahiliCatalogues');
  swahiliUi = loaded.swahiliStrings;
  swahili = loaded.swahiliCatalogues;
}

export const cataloguesLoaded = (locale: DisplayLocale): boolean => locale !== 'sw' || swahili !== undefined;

/** The design system's texts in `locale`, when they are not its own English. */
export const uiStringsIn = (locale: DisplayLocale): LenseStringsOverrides | undefined =>
  locale === 'sw' ? swahiliUi : undefined;

/** The message `key` of `area` in `locale`; English where the locale has none (never in a tested build). */
export function messageIn(locale: DisplayLocale, area: string, key: string): CompiledMessage | undefined {
  const englishMessage = english.get(area)?.[key];
  if (locale === 'sw') return swahili?.get(area)?.[key] ?? englishMessage;
  return englishMessage;
}
