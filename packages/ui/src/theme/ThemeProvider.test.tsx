import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { COLOR_SCHEME_ATTRIBUTE } from './colorScheme';
import { createTheme } from './createTheme';
import { darkTokens } from './darkTokens';
import { ThemeProvider } from './ThemeProvider';

/** The CSS an element emits, without whitespace or quote differences. */
function emittedCss(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return sheet.getStyleTags().replace(/\s+/g, '').replaceAll('"', "'");
  } finally {
    sheet.seal();
  }
}

const root = document.documentElement;

afterEach(() => root.removeAttribute(COLOR_SCHEME_ATTRIBUTE));

describe('ThemeProvider', () => {
  it('emits the CSS variables and the reset by default, on a light page', () => {
    const css = emittedCss(<ThemeProvider>page</ThemeProvider>);
    expect(css).toContain('--lense-color-primary:#4338ca;');
    expect(css).toContain('--lense-space-4:16px;');
    expect(css).toContain('box-sizing:border-box');
    render(<ThemeProvider>page</ThemeProvider>);
    expect(root.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
  });

  it('emits the variables without the reset', () => {
    const css = emittedCss(<ThemeProvider reset={false}>page</ThemeProvider>);
    expect(css).toContain('--lense-color-primary:#4338ca;');
    expect(css).toContain(`--lense-color-primary:${darkTokens.color.primary};`);
    expect(css).not.toContain('box-sizing');
    expect(css).not.toMatch(/body\{/);
  });

  it('still emits nothing with the deprecated withGlobalStyle={false}', () => {
    expect(emittedCss(<ThemeProvider withGlobalStyle={false}>page</ThemeProvider>)).not.toContain('--lense-');
  });

  it('is light without the attribute, dark with it', () => {
    const css = emittedCss(<ThemeProvider>page</ThemeProvider>);
    expect(css).toContain(
      ":root:not([data-lense-color-scheme]),[data-lense-color-scheme='light']{color-scheme:light;--lense-color-primary:#4338ca;",
    );
    expect(css).toContain(
      `[data-lense-color-scheme='dark']{color-scheme:dark;--lense-color-primary:${darkTokens.color.primary};`,
    );
  });

  it('selects dark with an attribute on <html>, and gives back the previous one when it goes', () => {
    root.setAttribute(COLOR_SCHEME_ATTRIBUTE, 'system');
    const { rerender, unmount } = render(<ThemeProvider colorScheme="dark">page</ThemeProvider>);
    expect(root.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    rerender(<ThemeProvider colorScheme="light">page</ThemeProvider>);
    expect(root.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
    unmount();
    expect(root.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('system');
  });

  it("follows the device's preference for 'system' through media queries", () => {
    const css = emittedCss(<ThemeProvider colorScheme="system">page</ThemeProvider>);
    expect(css).toContain(
      `@media(prefers-color-scheme:dark){[data-lense-color-scheme='system']{color-scheme:dark;--lense-color-primary:${darkTokens.color.primary};`,
    );
    expect(css).toContain(
      "@media(prefers-color-scheme:light){[data-lense-color-scheme='system']{color-scheme:light;--lense-color-primary:#4338ca;",
    );
    render(<ThemeProvider colorScheme="system">page</ThemeProvider>);
    expect(root.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('system');
  });

  it('emits a created theme', () => {
    const brand = createTheme({ color: { primary: '#0f766e' }, dark: { color: { primary: '#5eead4' } } });
    const css = emittedCss(<ThemeProvider theme={brand}>page</ThemeProvider>);
    expect(css).toContain('--lense-color-primary:#0f766e;');
    expect(css).toContain('--lense-color-primary:#5eead4;');
    expect(css).not.toContain('--lense-color-primary:#4338ca;');
  });
});
