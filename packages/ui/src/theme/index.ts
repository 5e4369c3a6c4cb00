export { COLOR_SCHEME_ATTRIBUTE, type ColorScheme } from './colorScheme';
export { createTheme, type DeepPartial, type LenseTheme, type ThemeOverrides, theme } from './createTheme';
export { darkTokens } from './darkTokens';
export { GlobalStyle } from './GlobalStyle';
export { type Layout, layoutForWidth, media } from './media';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { themeCss } from './themeCss';
export { type SchemeTokens, type ThemeTokens, type Tokens, tokens } from './tokens';
export { cssVarName, type ThemeVars, type TokenGroup, tokenDeclarations, vars } from './vars';
