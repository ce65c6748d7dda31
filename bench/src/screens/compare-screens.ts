import { APP_READY_ATTRIBUTE } from '@muyuan/contract/prerender';
import { chromium, devices } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../../e2e/chromium.ts';
import { sitemapPaths } from '../first-paint/sitemap-paths.ts';
import { type PixelDiff, pixelDiff } from './pixel-diff.ts';

/** The two windows every page is compared in: the 1440 px desktop and a 390 px phone. */
const WINDOWS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { ...devices['iPhone 13'], viewport: { width: 390, height: 844 } },
} as const;

/** A page's template: its route without the language, a record by its kind (`/detail/news/x` → `/detail/news`). */
export function templateOf(path: string): string {
  const route = (path.split('?')[0] ?? path).replace(/^\/en(?=\/|$)/, '') || '/';
  return /^(\/detail\/[^/]+)\//.exec(route)?.[1] ?? route;
}

/** One page of each template (the first the sitemap lists). */
export function onePerTemplate(paths: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const path of paths) if (!seen.has(templateOf(path))) seen.set(templateOf(path), path);
  return [...seen.values()];
}

export interface ScreenComparison {
  path: string;
  window: keyof typeof WINDOWS;
  diff: PixelDiff;
}

/**
 * Every page (or one per template) at 1440 and 390 px on two running sites, as the visitor sees it once
 * the app runs (motion reduced, so carousels stand still), compared pixel by pixel: what a change that
 * should change nothing visible (issue 43, point 5) did change.
 */
export async function compareScreens(before: string, after: string, all: boolean): Promise<ScreenComparison[]> {
  const paths = await sitemapPaths(before);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  const out: ScreenComparison[] = [];
  try {
    for (const [window, options] of Object.entries(WINDOWS) as [
      keyof typeof WINDOWS,
      (typeof WINDOWS)[keyof typeof WINDOWS],
    ][]) {
      const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const shoot = async (base: string, path: string, settleMs = 700) => {
        await page.goto(base + path, { waitUntil: 'load' });
        await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
        await page.evaluate('document.fonts.ready');
        await page.evaluate(
          'Promise.all([...document.images].filter((i) => !i.complete && i.loading !== "lazy").map((i) => i.decode().catch(() => {})))',
        );
        await page.waitForTimeout(settleMs);
        return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      };
      for (const path of all ? paths : onePerTemplate(paths)) {
        let diff = await pixelDiff(await shoot(before, path), await shoot(after, path));
        // Shot again (twice at most), given longer to settle: a picture or an answer still arriving on a
        // busy machine differs once, a change every time.
        for (let again = 0; again < 2 && diff.differing > 0; again++) {
          diff = await pixelDiff(await shoot(before, path, 2500), await shoot(after, path, 2500));
        }
        out.push({ path, window, diff });
        console.log(
          `  ${window} ${path}: ${diff.sizeChanged ? 'size changed' : `${diff.differing} of ${diff.total} pixels differ`}`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
