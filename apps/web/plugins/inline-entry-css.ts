import type { Plugin } from 'vite';

/** Stylesheets smaller than this are written into the page rather than linked. */
const MAX_INLINE_BYTES = 4096;

/**
 * Writes the entry's small stylesheets into the page's head instead of linking them: a linked stylesheet
 * blocks the first paint until one more request comes back. The app's own styles are made by its script;
 * what is left in the entry's CSS is a few `@font-face` rules. (Vite still lists the file among a lazy
 * chunk's dependencies: the first one loaded fetches it once more, beside its own files, after the page is
 * up.)
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'lense-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return link;
            const css = String(asset.source);
            return css.length <= MAX_INLINE_BYTES && !css.includes('</') ? `<style>${css}</style>` : link;
          },
        );
      },
    },
  };
}
