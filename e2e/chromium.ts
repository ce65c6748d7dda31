import { existsSync } from 'node:fs';

/**
 * How this project runs Debian's Chromium, for the browser tests and for Lighthouse (bench/ imports
 * this file): the executable from CHROME_PATH or /usr/bin/chromium, and the flags that keep it off the
 * network this machine does not have. Playwright adds --headless and a fresh profile itself; Lighthouse
 * callers add both.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
  if (!existsSync(CHROME_PATH)) {
    console.error(
      `Chromium not found at ${CHROME_PATH}: install it with \`apt-get install -y chromium\` or set CHROME_PATH`,
    );
    process.exit(1);
  }
  return CHROME_PATH;
}
