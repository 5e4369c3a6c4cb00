import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { tokens } from './tokens';
import { vars } from './vars';

/** The styled-components theme: raw tokens plus `var()` references. */
export const theme = { tokens, vars } as const;
export type LenseTheme = typeof theme;

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Also render {@link GlobalStyle} (tokens as CSS variables and the reset). Default true. */
  withGlobalStyle?: boolean;
}

/** Provides the Lense theme to styled-components and, by default, the global style. */
export function ThemeProvider({ children, withGlobalStyle = true }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
