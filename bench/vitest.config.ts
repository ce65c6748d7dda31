import { defineConfig } from 'vitest/config';

/** Unit tests of the benches' parsers; the benches themselves run with `npm run bench`. */
export default defineConfig({
  test: { name: 'bench', environment: 'node', include: ['src/**/*.test.ts'], root: import.meta.dirname },
});
