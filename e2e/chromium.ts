import { existsSync } from 'node:fs';

/**
 * How this project runs Debian's Chromium, for the browser tests and for Lighthouse (bench/ imports
 * this file): the executable from CHROME_PATH or /usr/bin/chromium, and the flags that keep it off the
 * network this machine does not have. Playwright adds --headless and a fresh profile itself; Lighthouse
 * callers add both.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless-only build of the same Chromium (package chromium-headless-shell). Without CHROME_PATH
 * the browser suites prefer it: it starts and renders a test's page in about 60 % of the full browser's
 * time, and the suites never show a window (decision 272). Lighthouse keeps the full browser.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/** The browser the test suites drive: CHROME_PATH when set, else the headless shell when installed, else Chromium. */
export function testChromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROME_PATH;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Stops the run with a plain message when there is no Chromium: a browser suite must not be skipped silently. */
export function requireChromium(): string {
  const path = testChromiumPath();
  if (!existsSync(path)) {
    console.error(
      `Chromium not found at ${path}: install it with \`apt-get install -y chromium\` (and \`chromium-headless-shell\` for faster tests) or set CHROME_PATH`,
    );
    process.exit(1);
  }
  return path;
}
