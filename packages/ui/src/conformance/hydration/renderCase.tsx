import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { hydrationCases } from './cases';
import type { ServerMarkup } from './serverMarkup';

/** Server-renders one hydration case with its styles, as an app's server would. */
export function renderCase(caseName: string): ServerMarkup {
  // A server has no window: rendered anywhere else, a `typeof window` branch would go unnoticed.
  if (typeof window !== 'undefined') throw new Error('Hydration cases must be rendered in Node');
  const render = hydrationCases[caseName];
  if (!render) throw new Error(`No hydration case named ${caseName}`);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(render()));
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
