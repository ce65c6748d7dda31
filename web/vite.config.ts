import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { buildStampPlugin } from './build/build-stamp-plugin.ts';
import { designTokensPlugin } from './build/design-tokens-plugin.ts';
import { inlineScriptsPlugin } from './build/inline-scripts-plugin.ts';
import { yamlPlugin } from './build/yaml-plugin.ts';

/** The API server (server/) on its default port; the dev server forwards API and media calls to it. */
const API_SERVER = 'http://localhost:8080';

/**
 * Two builds (`npm run build`): the browser's (web/dist) and the server-render bundle the API server
 * prerenders path addresses with (`--ssr`, web/dist-ssr/render.cjs: the same components, React and
 * libraries bundled in, so the server needs nothing of web/ at run time).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // Absolute asset URLs: the same index.html is served at `/`, `/en/` and every path address.
  base: '/',
  plugins: [
    react(),
    yamlPlugin(),
    designTokensPlugin(),
    inlineScriptsPlugin(),
    // `.br` and `.gz` beside every text file at the highest levels, made once here; the server sends
    // them as they are instead of compressing on each request.
    !isSsrBuild &&
      compression({
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
    // The stamp goes last, once both builds are written.
    isSsrBuild && buildStampPlugin(resolve(import.meta.dirname, 'dist')),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        copyPublicDir: false,
        // One CommonJS file: the server runs under tsx, which rewrites every ES module with dynamic
        // imports it loads (the bundle cost about 100 MB of memory that way) but loads `.cjs` files as
        // they are; and one file, so no loader (a test runner's) can end up with two copies of a chunk.
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'render.cjs', inlineDynamicImports: true } },
      }
    : // The manifest (dist/.vite/manifest.json, never served) tells the prerenderer each page's chunks.
      // One style sheet for the whole site (about 13 KB gzip): a first visit loads it in one request
      // instead of eight, a hash page's fragment needs none, and every later page has it cached.
      { outDir: 'dist', emptyOutDir: true, target: 'es2022', manifest: true, cssCodeSplit: false },
  ssr: { noExternal: true },
  // The server bundle carries React's production build only, whatever NODE_ENV the server runs with
  // (tests run it under NODE_ENV=test): the bundled libraries otherwise pick their build at run time.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    fs: { allow: ['..'] },
    proxy: { '/api': API_SERVER, '/media': API_SERVER },
  },
}));
