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
  },
});
