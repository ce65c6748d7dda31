import { expect, type Locator, test } from '@playwright/test';
import { LANGS, open, visiblePage } from './support.ts';

type Box = { x: number; y: number; width: number; height: number };
const WIDTHS = [320, 390, 600, 820, 1024, 1440];

const boxes = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('banner controls', () => {
  for (const lang of LANGS) {
    test(`the home banner's play button and dots never sit on a caption, at any width (${lang})`, async ({ page }) => {
      await open(page, lang, '/');
      const banner = visiblePage(page).locator('.page-banner');
      await expect(banner.locator('.banner-play').first()).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // Each slide's caption against its own play button (slides off screen are beside, not over, each other).
        const slides = banner.locator('.banner-slide');
        const slideCount = await slides.count();
        expect(slideCount).toBeGreaterThan(1);
        for (let i = 0; i < slideCount; i++) {
          const [caption] = await boxes(slides.nth(i).locator('.banner-caption'));
          const [play] = await boxes(slides.nth(i).locator('.banner-play'));
          if (caption && play)
            expect(overlap(caption, play), `slide ${i + 1} at ${width}px: play on caption`).toBe(false);
        }
        const captions = await boxes(banner.locator('.banner-caption'));
        const dots = await boxes(banner.locator('.banner-dot'));
        expect(dots.length).toBe(slideCount);
        for (const dot of dots) {
          expect(dot.x + dot.width, `dot inside the page at ${width}px`).toBeLessThanOrEqual(width);
          for (const caption of captions) expect(overlap(caption, dot), `dot on a caption at ${width}px`).toBe(false);
        }
      }
    });
  }
});
