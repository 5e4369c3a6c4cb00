import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config for both builds: `vite build` (the browser's bundle, with index.html) and
// `vite build --ssr src/entry-server.tsx` (the render function the Node server imports).
export default defineConfig({
  plugins: [react()],
});
