import type { Plugin } from 'vite';

/**
 * Preloads the build's font files whose names match `pattern` from the page's head, so text is first drawn
 * in its own font instead of a fallback that reflows (and shifts the layout) when the font arrives.
 */
export function preloadFonts(pattern: RegExp): Plugin {
  return {
    name: 'lense-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.keys(bundle ?? {})
          .filter((file) => file.endsWith('.woff2') && pattern.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
