import { NAV_SECTIONS } from '@muyuan/contract/sitemap';
import { expect, test } from '@playwright/test';
import { engineFindings } from './a11y-engines.ts';
import { onePerTemplate, openPath, pathOf, shareOf, sitemapPaths } from './sitemap-pages.ts';
import { LANGS } from './support.ts';

// The engines are injected as scripts; the site's Content-Security-Policy would refuse them.
test.use({ bypassCSP: true });

const OPEN_MENU = { zh: '打开菜单', en: 'Open menu' } as const;

/**
 * The phone layout differs from the desktop one in its header, menu and footer and in how blocks stack,
 * not page by page: the engines check one page of each kind with the phone user agent, in one language
 * (one page of every template is checked on the desktop), and the menu open at its main list and at each
 * section in both languages.
 */
const KINDS = [
  '/',
  '/introduction',
  '/manageTeam',
  '/contactUs',
  '/companyDynamic',
  '/welfareDynamics',
  '/pigSales',
  '/feedProcessing',
  '/announcement',
  '/financial',
  '/securities',
  '/securities/surveyList',
  '/honest/report',
  '/honest/reportChannel',
  '/recruitConsulting',
];
/** The detail pages: the first of each kind the sitemap lists. */
const DETAIL_STARTS = ['/detail/news/', '/detail/securitiesNews/', '/detail/dynamic/', '/securities/detail?'];
const PARTS = 2;

test.describe('accessibility engines: one page of each kind (phone)', () => {
  for (let part = 0; part < PARTS; part++) {
    test(`HTML_CodeSniffer and IBM Equal Access find nothing (part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const listed = await sitemapPaths(request);
      for (const route of KINDS) expect(listed, `${route} is a page of the site`).toContain(route);
      // Each kind and the first article of each detail kind, in one language, the languages taking turns from
      // kind to kind: a kind's two languages are the same markup with other words (decision 267).
      const details = DETAIL_STARTS.flatMap((start) =>
        LANGS.flatMap((lang) => listed.filter((p) => p.startsWith(pathOf(lang, start))).slice(0, 1)),
      );
      const kinds = KINDS.flatMap((route) => LANGS.map((lang) => pathOf(lang, route))).filter((p) =>
        listed.includes(p),
      );
      const samples = [...onePerTemplate([...kinds, ...details])];
      expect(samples.length, 'kinds judged').toBe(KINDS.length + DETAIL_STARTS.length);
      const paths = shareOf(samples, part, PARTS);
      const findings: string[] = [];
      for (const path of paths) {
        await openPath(page, path);
        findings.push(...(await engineFindings(page, path)));
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});

for (const lang of LANGS) {
  test(`HTML_CodeSniffer and IBM Equal Access find nothing in the open mobile menu (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await openPath(page, pathOf(lang, '/culture'));
    await page.getByRole('button', { name: OPEN_MENU[lang] }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toHaveAttribute('data-open', 'true');
    const findings = await engineFindings(page, 'menu');
    const withChildren = NAV_SECTIONS.filter((s) => s.children.length > 0);
    expect(withChildren.length).toBeGreaterThan(0);
    for (const section of withChildren) {
      await menu.getByRole('button', { name: section.title[lang], exact: true }).click();
      await expect(menu.locator('.mobile-menu-back')).toBeVisible();
      findings.push(...(await engineFindings(page, `menu: ${section.title.en}`)));
      await menu.locator('.mobile-menu-back').click();
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
}
