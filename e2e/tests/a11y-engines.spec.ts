import { expect, test } from '@playwright/test';
import { engineFindings } from './a11y-engines.ts';
import { openPath, pathOf } from './sitemap-pages.ts';
import { LANGS, visiblePage } from './support.ts';

/**
 * HTML_CodeSniffer and IBM Equal Access, desktop and phone, over the state a page load never shows: the
 * report form sent empty, with its errors. The sweeps over the pages are in desktop-a11y-engines.spec.ts
 * (every page) and mobile-a11y-engines.spec.ts (one page of each kind).
 */

// The engines are injected as scripts; the site's Content-Security-Policy would refuse them.
test.use({ bypassCSP: true });

const SUBMIT_REPORT = { zh: '提交举报', en: 'Submit report' } as const;

test.describe('accessibility engines: the report form showing its errors', () => {
  for (const lang of LANGS) {
    test(`HTML_CodeSniffer and IBM Equal Access find nothing in the report form sent empty (${lang})`, async ({
      page,
    }) => {
      await openPath(page, pathOf(lang, '/honest/report'));
      const form = visiblePage(page).locator('form.report-form');
      await form.getByRole('button', { name: SUBMIT_REPORT[lang] }).click();
      await expect(form.locator('.field-error').first()).toBeVisible();
      const findings = await engineFindings(page, 'report form with errors');
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});
