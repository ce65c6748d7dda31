import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_READY_ATTRIBUTE } from '@muyuan/contract/prerender';
import { expect, test } from '@playwright/test';
import { describeMessage, groupByMessage, isError, isWarning, validateFolder } from './html-validator.ts';
import { sitemapPaths } from './sitemap-pages.ts';

/**
 * The Nu Html Checker over every page of the sitemap as the server sends it to this project's user
 * agent (desktop or phone: the server renders each layout), both languages, plus a sample of pages as
 * the DOM stands once the app has taken them over. All pages are saved to one folder and checked in one
 * run of the checker. Errors fail the test; warnings are listed in its output.
 */

/** Pages whose live DOM is checked too: the home pages and the ones with forms, lists, tables and contact lines. */
const HYDRATED_SAMPLE = [
  '/',
  '/en/',
  '/contactUs',
  '/manageTeam',
  '/welfareDynamics',
  '/announcement',
  '/honest/report',
  '/en/financial',
];

/** `served_en_culture.html`, `hydrated_.html`: the kind and the address, readable in the checker's messages. */
const fileName = (path: string, kind: 'served' | 'hydrated') => `${kind}${path.replace(/[^\w=-]+/g, '_')}.html`;

test('the Nu Html Checker finds no error on any page, as served and as the app leaves it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const folder = mkdtempSync(join(tmpdir(), `muyuan-vnu-${testInfo.project.name}-`));
  try {
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const paths = await sitemapPaths(request);
    for (const path of paths) {
      const res = await request.get(path, { headers: { accept: 'text/html', 'user-agent': userAgent } });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      // A path address is the prerendered page, not the empty app shell.
      expect(html, `${path}: prerendered`).toContain('<h1');
      writeFileSync(join(folder, fileName(path, 'served')), html);
    }
    for (const path of HYDRATED_SAMPLE) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
      const html = await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
      writeFileSync(join(folder, fileName(path, 'hydrated')), html);
    }

    const messages = await validateFolder(folder);
    const warnings = groupByMessage(messages.filter(isWarning));
    if (warnings.length > 0)
      console.log(`Nu Html Checker warnings (${testInfo.project.name}):\n${warnings.join('\n')}`);
    const errors = messages.filter(isError).map(describeMessage);
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
