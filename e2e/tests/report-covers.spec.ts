import { API_PATHS } from '@muyuan/contract/api-paths';
import type { ResponsibilityReport } from '@muyuan/contract/social-responsibility';
import { expect, test } from '@playwright/test';
import { apiData, open, visiblePage } from './support.ts';

/** Han characters anywhere in the words an SVG draws (its <text> elements). */
const drawnHan = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].some((m) => /\p{Script=Han}/u.test(m[1] ?? ''));

test('the English report download page shows each report of the API with a cover that writes no Chinese', async ({
  page,
  request,
}) => {
  const list = await apiData<ResponsibilityReport[]>(request, API_PATHS.reportList, 'en');
  const covers = list.flatMap((r) => (r.cover ? [r.cover] : []));
  expect(covers.length).toBeGreaterThan(0);
  await open(page, 'en', '/reportDownload');
  const shown = visiblePage(page).locator('.report-cover img');
  await expect(shown).toHaveCount(covers.length);
  const sources = await shown.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src') ?? ''));
  expect([...sources].sort()).toEqual([...covers].sort());
  for (const src of sources) {
    const res = await request.get(src);
    expect(res.status(), src).toBe(200);
    const body = await res.text();
    expect(body, src).toContain('<svg');
    expect(drawnHan(body), `${src} draws Chinese words`).toBe(false);
  }
});
