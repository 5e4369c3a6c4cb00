import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './plugins/precompress.ts';
import { preloadFonts } from './plugins/preload-fonts.ts';

// Workspace packages resolve to their sources, so the app never depends on a prior package build.
export default defineConfig({
  // Latin Inter, the text of every page; other scripts' files load when a page needs them.
  plugins: [react(), preloadFonts(/inter-latin-wght-normal/), precompress()],
  resolve: { conditions: ['@lense/source', ...defaultClientConditions] },
  // The server reads the manifest to preload a photo page's route chunks with its HTML.
  build: { manifest: true },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
});
