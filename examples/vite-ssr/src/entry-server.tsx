import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';

/** What the server puts in index.html: the page's markup and the styles it uses. */
export interface RenderedPage {
  html: string;
  head: string;
}

export function render(): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App />));
    return { html, head: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
