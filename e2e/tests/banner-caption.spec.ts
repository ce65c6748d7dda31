import { expect, test } from '@playwright/test';
import { openPath } from './sitemap-pages.ts';

type Rgba = [number, number, number, number];

const parse = (css: string): Rgba => {
  const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
};
/** WCAG's relative luminance of an opaque colour. */
const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const over = ([r, g, b, a]: Rgba, under: Rgba): Rgba => [
  r * a + under[0] * (1 - a),
  g * a + under[1] * (1 - a),
  b * a + under[2] * (1 - a),
  1,
];
const contrast = (x: Rgba, y: Rgba) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * A banner's caption sits on a translucent box over a picture the web team uploads: its text must
 * reach 4.5:1 whatever the picture, so it is measured over the two extremes, a white and a black one.
 */
test('banner captions reach 4.5:1 over any picture, white or black', async ({ page }) => {
  await openPath(page, '/companyDynamic');
  const texts = page.locator('.banner-caption :is(.banner-title, .banner-subtitle)');
  await expect(texts.first()).toBeAttached();
  const colours = await texts.evaluateAll((els) =>
    els.map((el) => ({
      text: getComputedStyle(el).color,
      box: getComputedStyle(el.closest('.banner-caption') as Element).backgroundColor,
    })),
  );
  expect(colours.length).toBeGreaterThan(0);
  for (const { text, box } of colours) {
    for (const picture of [
      [255, 255, 255, 1],
      [0, 0, 0, 1],
    ] as Rgba[]) {
      const background = over(parse(box), picture);
      expect(
        contrast(over(parse(text), background), background),
        `${text} on ${box} over ${picture}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  }
});
