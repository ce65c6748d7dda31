import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { designTokensPlugin } from './build/design-tokens-plugin.ts';

/**
 * The back office's console (`/admin/`): a build of its own into web/dist/admin, run after the public
 * one. A separate build, not a second input of the public one, so no chunk is shared and the public
 * pages' files and hashes stay exactly as they were (the bundle budget counts them).
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'admin'),
  base: '/admin/',
  publicDir: false,
  plugins: [
    react(),
    designTokensPlugin(),
    compression({
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/admin'),
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
  },
  server: {
    fs: { allow: ['..'] },
    proxy: { '/api': 'http://localhost:8080' },
  },
});
