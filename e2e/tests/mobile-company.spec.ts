import { expect, test } from '@playwright/test';
import { horizontalOverflow, LANGS, open, visiblePage, watchForErrors } from './support.ts';

// Phones only (the desktop project leaves out mobile-*.spec.ts): the phone layout comes from the user agent.
test.describe('phones', () => {
  const routes = [
    '/',
    '/introduction',
    '/developProcess',
    '/culture',
    '/manageTeam',
    '/enterpriseDynamics',
    '/contactUs',
    '/honest',
    '/honest/list',
    '/honest/reportChannel',
    '/opticCentre',
    '/search?keyword=feed',
    '/detail/news/news-2022-dividend',
  ];
  for (const lang of LANGS) {
    test(`no page of the company group scrolls sideways (${lang})`, async ({ page }) => {
      const errors = watchForErrors(page);
      for (const route of [...routes, ...(lang === 'zh' ? ['/party', '/companyDynamic', '/mediaCenter'] : [])]) {
        await open(page, lang, route);
        await expect(visiblePage(page).locator('h1, .visually-hidden').first()).toBeAttached();
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), route).toBeLessThanOrEqual(0);
      }
      errors.expectNone();
    });
  }
});
