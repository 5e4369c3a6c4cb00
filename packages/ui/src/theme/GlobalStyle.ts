import { createGlobalStyle } from 'styled-components';
import { tokenDeclarations, vars } from './vars';

/** Emits the tokens as CSS variables and a small reset. Render once near the root. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${tokenDeclarations()}
  }
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
