import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './plugins/precompress.ts';

// Workspace packages resolve to their sources, so the app never depends on a prior package build.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { conditions: ['@lense/source', ...defaultClientConditions] },
  // The server reads the manifest to preload a photo page's route chunks with its HTML.
  build: { manifest: true },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
});
