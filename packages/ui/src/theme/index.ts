export { GlobalStyle } from './GlobalStyle';
export { type Layout, layoutForWidth, media } from './media';
export { type LenseTheme, ThemeProvider, type ThemeProviderProps, theme } from './ThemeProvider';
export { type Tokens, tokens } from './tokens';
export { cssVarName, type ThemeVars, tokenDeclarations, vars } from './vars';
