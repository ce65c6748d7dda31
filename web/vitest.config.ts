import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { yamlPlugin } from './build/yaml-plugin.ts';

/** Unit and component tests of the web app (jsdom); the root config runs this as the project `web`. */
export default defineConfig({
  plugins: [react(), yamlPlugin()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    // A worker keeps its modules from one file to the next (each file still gets a fresh jsdom): evaluating
    // React, SWR and the app's graph again for each of 89 files took 50 of the project's 63 s. The files
    // that stub a global or fake the clock put it back after each test (decision 272).
    isolate: false,
  },
});
