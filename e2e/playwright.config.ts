import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './chromium.ts';

/**
 * End-to-end tests in real Chromium against the production build (web/dist) served by the real server
 * on a fresh database. Run `npm run test:e2e` from the repository root: it builds the web first.
 */
const CHROME_PATH = requireChromium();

const REPO_ROOT = resolve(import.meta.dirname, '..');
const PORT = process.env.E2E_PORT ?? '8181';
// One fresh data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'muyuan-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Three, on a 2-CPU machine: a browser test mostly waits (on the server, on timers, on painting), and with
  // two workers the CPUs were busy less than half the run.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile-.*\.spec\.ts/,
      // A shared spec's per-language tests run in English here and in Chinese on the phone (decision 211).
      grepInvert: / (?!desktop-)[\w-]+\.spec\.ts .*\(zh\)( |$)/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // A phone: mobile user agent, small viewport, touch. The site picks its layout from the user agent.
      name: 'mobile',
      // The console's security and accounts screens walk long passkey and fresh-check flows that do not
      // depend on the layout, and the two-instance test proves what the instances share, not how a screen
      // looks: the desktop run walks them; admin-console.spec.ts proves the console on a phone.
      testIgnore: [/desktop-.*\.spec\.ts/, /admin-(security|accounts|instances)\.spec\.ts/],
      // A shared spec's per-language tests run in Chinese on the phone, in English on the desktop (decision
      // 211); every page of both languages is still opened in both by the Nu Html Checker's sweeps, and the
      // mobile-*.spec.ts and desktop-*.spec.ts files keep both languages.
      grepInvert: / (?!mobile-)[\w-]+\.spec\.ts .*\(en\)( |$)/,
      use: { ...devices['Pixel 7'] },
    },
  ],
  webServer: {
    // The production start: the server bundle with the serve script's heap settings.
    command: 'npm run serve --silent',
    cwd: REPO_ROOT,
    url: `http://127.0.0.1:${PORT}/`,
    env: {
      PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Two browsers hammer one server from one address; the limits themselves are tested in server/test.
      RATE_LIMIT_MAX: '100000',
      SEARCH_RATE_LIMIT_MAX: '100000',
      // Integrity reports: each language in each project, in the normal look and in elder mode, from one address.
      REPORT_RATE_LIMIT_MAX: '100000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
