import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { yamlPlugin } from './build/yaml-plugin.ts';

/** The API server (server/) on its default port; the dev server forwards API and media calls to it. */
const API_SERVER = 'http://localhost:8080';

export default defineConfig({
  // Absolute asset URLs: the same index.html is served at `/` and at `/en/`.
  base: '/',
  plugins: [react(), yamlPlugin()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    fs: { allow: ['..'] },
    proxy: { '/api': API_SERVER, '/media': API_SERVER },
  },
});
