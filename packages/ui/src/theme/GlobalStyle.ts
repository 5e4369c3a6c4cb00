import { createGlobalStyle, css, type DefaultTheme } from 'styled-components';
import { theme as defaultTheme, type LenseTheme } from './createTheme';
import { themeCss } from './themeCss';
import { vars } from './vars';

// Outside a ThemeProvider styled-components passes an empty theme: fall back to the default one.
const isLenseTheme = (value: DefaultTheme | undefined): value is LenseTheme =>
  Boolean(value && 'tokens' in value && 'dark' in value);

const variables = css`
  ${({ theme }) => themeCss(isLenseTheme(theme) ? theme : defaultTheme)}
`;

const reset = css`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${vars.font.family};
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.normal};
    color: ${vars.color.text};
    background: ${vars.color.background};
    -webkit-font-smoothing: antialiased;
  }
  img { max-width: 100%; display: block; }
  button, input, textarea, select { font: inherit; }
  code, kbd, pre, samp { font-family: ${vars.font.mono}; }
  :focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

/** The theme's CSS variables for both colour schemes, nothing else. */
export const ThemeVariables = createGlobalStyle`${variables}`;

/** A small reset: box sizing, the body's font and colours, images, focus rings. */
export const GlobalReset = createGlobalStyle`${reset}`;

/**
 * The theme's CSS variables and the reset together (what `ThemeProvider` renders by default). Render it
 * yourself only when not using `ThemeProvider`'s own; it reads the theme of the nearest provider.
 */
export const GlobalStyle = createGlobalStyle`
  ${variables}
  ${reset}
`;
