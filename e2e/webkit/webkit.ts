import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, type WebDriver } from 'selenium-webdriver';

/**
 * How this project runs WebKit (the engine of Safari) for the browser suite's WebKit run: Debian's
 * WebKitGTK, driven through its WebDriver server (WebKitWebDriver, package webkit2gtk-driver) with
 * selenium-webdriver, in a private X server (Xvfb, package xvfb) so it needs no display.
 */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The small browser WebKitGTK ships for automation; libwebkit2gtk-4.1-0 installs it with the engine. */
export const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

const INSTALL = 'apt-get install -y webkit2gtk-driver xvfb';

/**
 * Whether the WebKit run can start. When a piece is missing it says which and how to install it; the
 * caller then stops: with a failure under CI (a suite must never be skipped there), with a plain notice
 * on a developer's machine.
 */
export function missingWebKit(): string | undefined {
  const missing = [WEBKIT_DRIVER, MINIBROWSER, XVFB].filter((path) => !existsSync(path));
  if (missing.length === 0) return undefined;
  return `WebKit run not possible: ${missing.join(', ')} not found; install with \`${INSTALL}\``;
}

/** A stoppable child process: stopping twice or after it ended is harmless. */
function stopper(child: ChildProcess): () => void {
  return () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
}

/** Starts Xvfb on a display number it picks itself (-displayfd), so parallel runs never collide. */
export function startXvfb(): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let errors = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      resolve({ display: `:${chunk.toString().trim()}`, stop: stopper(xvfb) });
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors.trim()}`)));
  });
}

/** A TCP port the system says is free now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls a URL until it answers (any status) or the time is up. */
export async function waitForUrl(url: string, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs} ms`);
}

/** WebKitWebDriver on a free port, its browser windows on `display`. */
export async function startDriver(display: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, WAYLAND_DISPLAY: '' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/status`, 10_000, 'WebKitWebDriver');
  return { url, stop: stopper(driver) };
}

/** A WebKit browser session, its window `size` big. */
export async function openSession(driverUrl: string, size: { width: number; height: number }): Promise<WebDriver> {
  const driver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  await driver.manage().window().setRect(size);
  return driver;
}
