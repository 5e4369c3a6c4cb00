import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { icuCatalogues } from './plugins/icu-catalogues.ts';
import { inlineEntryCss } from './plugins/inline-entry-css.ts';
import { precompress } from './plugins/precompress.ts';
import { preloadFonts } from './plugins/preload-fonts.ts';
import { photoDecoderGroups, screenChunkCheck, screenChunkGroups } from './plugins/screen-chunks.ts';

// Workspace packages resolve to their sources, so the app never depends on a prior package build.
export default defineConfig({
  // Latin Inter, the text of every page; other scripts' files load when a page needs them.
  plugins: [
    react(),
    icuCatalogues(),
    preloadFonts(/inter-latin-wght-normal/),
    inlineEntryCss(),
    precompress(),
    screenChunkCheck(),
  ],
  resolve: {
    conditions: ['@lense/source', ...defaultClientConditions],
    alias: {
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./src/vendor/useSyncExternalStoreShim.ts', import.meta.url),
      ),
    },
  },
  build: {
    // The server reads the manifest to preload a photo page's route chunks with its HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry runs is one file. Left to itself the bundler splits off each module the
        // entry shares with a lazy screen (React's runtime, the router, the design system's tokens…): the
        // first screen then waited for sixteen files, and a phone on HTTP/1.1 fetches six at a time. The
        // modules an event's view and a published site share with other screens are two more files.
        codeSplitting: {
          groups: [...photoDecoderGroups(), { name: 'index', tags: ['$initial'] }, ...screenChunkGroups()],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
});
