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
      {
        test: { name: 'contract', environment: 'node', include: ['contract/src/**/*.test.ts'], isolate: false },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          // The node suites share a worker's modules from one file to the next instead of evaluating the
          // server's module graph again for each of some 80 files (3 s a file): none mocks a module, stubs
          // a global or fakes the clock, and each builds its own app, database and registry (decision 267).
          isolate: false,
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
          isolate: false,
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
