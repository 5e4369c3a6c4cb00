import { useEffect, useLayoutEffect } from 'react';

/** Light, dark, or whatever the device prefers (`prefers-color-scheme`). */
export type ColorScheme = 'light' | 'dark' | 'system';

/**
 * The attribute that selects a colour scheme for the element and everything inside it. The
 * {@link ThemeProvider} sets it on `<html>`; set it on any element for a differently coloured part.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-lense-color-scheme';

// No layout effect without a DOM (React 18 warns while rendering to a string).
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Puts `scheme` on `<html>` before the first paint. The whole document follows, portalled dialogs,
 * menus and toasts included; the CSS variables switch, so no component re-renders for it.
 */
export function useRootColorScheme(scheme: ColorScheme): void {
  useBeforePaint(() => {
    const root = document.documentElement;
    const previous = root.getAttribute(COLOR_SCHEME_ATTRIBUTE);
    root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
    return () => {
      if (previous === null) root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
      else root.setAttribute(COLOR_SCHEME_ATTRIBUTE, previous);
    };
  }, [scheme]);
}
