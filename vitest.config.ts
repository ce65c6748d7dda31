import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every workspace: node tests for contract and server (API integration on a real
 * database), jsdom tests for the web. Browser end-to-end tests are Playwright's (e2e/).
 */
export default defineConfig({
  test: {
    // Vitest's default on a 2-CPU machine is one worker (CPUs - 1), which runs every file in turn; most
    // suites wait on a database, Redis, a child process or a timer rather than on a CPU.
    maxWorkers: 3,
    projects: [
      { test: { name: 'contract', environment: 'node', include: ['contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The prerender suites need the web build (made here when it is not current).
          globalSetup: ['server/test/setup/web-build.ts'],
        },
      },
      {
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['deploy/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The stack runs the built server (server/dist) and its pages (web/dist).
          globalSetup: ['server/test/setup/web-build.ts'],
        },
      },
      'web/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
