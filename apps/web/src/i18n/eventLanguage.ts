import { useEffect } from 'react';
import { preferredLocale, showLocale, storedLocale } from './chosenLocale';
import type { Locale } from './locales';

/**
 * Shows an event's pages (its guest page, poster, slideshow, published site) in the language its organiser
 * chose for it, while they are open; a reader who chose a language themselves keeps theirs, and can still
 * switch. `null` (no choice, or not loaded yet) leaves each reader's own.
 */
export function useEventLanguage(language: Locale | null | undefined): void {
  useEffect(() => {
    if (!language || storedLocale()) return;
    void showLocale(language);
    return () => {
      if (!storedLocale()) void showLocale(preferredLocale());
    };
  }, [language]);
}
