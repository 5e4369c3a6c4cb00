import { escapeHtml } from '../http/html.ts';

/**
 * The web app's `index.html` titled after what it shows (`{title} · {product}`, as the app titles it once
 * it runs) when known, with `head` (tags and hints) added at the end of its head.
 */
export function pageWithPreview(page: string, title: string | null, head: string, product: string): string {
  const titled = title
    ? page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${title} · ${product}`)}</title>`)
    : page;
  return head ? titled.replace('</head>', `${head}</head>`) : titled;
}
