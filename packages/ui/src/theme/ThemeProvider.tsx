import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { type ColorScheme, useRootColorScheme } from './colorScheme';
import { theme as defaultTheme, type LenseTheme } from './createTheme';
import { GlobalReset, ThemeVariables } from './GlobalStyle';

export interface ThemeProviderProps {
  children?: ReactNode | undefined;
  /** A theme made by {@link createTheme}. Default: the Lense theme. */
  theme?: LenseTheme | undefined;
  /**
   * The colour scheme of the page: `'system'` follows the device (`prefers-color-scheme`) and keeps
   * following it. Set on `<html>` as `data-lense-color-scheme`. Default `'light'`.
   */
  colorScheme?: ColorScheme | undefined;
  /**
   * Also render the small global reset (box sizing, the body's font and colours). Default true. Set it to
   * false when the page has a reset of its own: the CSS variables the components need are still emitted.
   */
  reset?: boolean | undefined;
  /**
   * @deprecated Use `reset={false}` to keep the CSS variables without the reset. `false` still renders
   * neither the variables nor the reset, for a page that renders `GlobalStyle` or `themeCss()` itself.
   */
  withGlobalStyle?: boolean | undefined;
}

/** Provides a Lense theme to styled-components, its CSS variables and, by default, the global reset. */
export function ThemeProvider({
  children,
  theme = defaultTheme,
  colorScheme = 'light',
  reset = true,
  withGlobalStyle = true,
}: ThemeProviderProps) {
  useRootColorScheme(colorScheme);
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <ThemeVariables /> : null}
      {withGlobalStyle && reset ? <GlobalReset /> : null}
      {children}
    </StyledThemeProvider>
  );
}
