import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import { expect, type Page, test } from '@playwright/test';
import { storeSettings } from './access-modes.ts';
import { missingFocusIndicator } from './keyboard.ts';
import { LANGS, open, visiblePage, watchForErrors } from './support.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Runs the compliance team's command against the database of the server under test. */
function compliance(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/src/integrity/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

/** The id of the report whose subject carries `marker` (reports of other tests may be there too). */
function reportIdOf(marker: string): string {
  const reports = JSON.parse(compliance('list', '--json')) as { id: string }[];
  for (const { id } of reports) {
    const report = JSON.parse(compliance('read', id, '--json')) as { report: { subject: string } };
    if (report.report.subject.includes(marker)) return id;
  }
  throw new Error(`no report with ${marker}`);
}

const WORDS = {
  zh: {
    province: '河南省',
    submit: '提交举报',
    copy: '复制查询码',
    copied: '已复制',
    lookUp: '查询',
    inReview: '核查中',
    send: '发送',
    upload: '上传附件',
  },
  en: {
    province: 'Henan',
    submit: 'Submit report',
    copy: 'Copy query code',
    copied: 'Copied',
    lookUp: 'Look up',
    inReview: 'In review',
    send: 'Send',
    upload: 'Upload a file',
  },
} as const;

async function fill(page: Page, lang: 'zh' | 'en', marker: string) {
  const form = visiblePage(page).locator('form.report-form');
  const field = (name: string) => form.locator(`[name="${name}"]`);
  await field('subject').fill(`${lang === 'zh' ? '采购回扣' : 'Kickbacks in purchasing'} ${marker}`);
  await field('content').fill(
    lang === 'zh'
      ? '2024年3月，有采购人员要求饲料供应商支付回扣，我有转账记录和聊天截图作为证据。'
      : 'In March 2024 a buyer asked a feed supplier for kickbacks; I have the bank transfers and chat screenshots.',
  );
  await field('province').selectOption({ label: WORDS[lang].province });
  await field('reporterName').fill(lang === 'zh' ? '李明' : 'Li Ming');
  await field('reporterPhone').fill('+8613800138000');
  return form;
}

test.describe('integrity report', () => {
  for (const lang of LANGS) {
    test(`a report with an attachment is answered with a code that shows the team's reply and status (${lang})`, async ({
      page,
      context,
    }) => {
      // The compliance command runs as its own process several times: give the test room.
      test.setTimeout(120_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const errors = watchForErrors(page);
      const external: string[] = [];
      page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && external.push(r.url()));
      const marker = `E2E-${randomBytes(4).toString('hex')}`;
      await open(page, lang, '/honest/report');
      const form = await fill(page, lang, marker);

      await form.locator('input[type="file"]').setInputFiles({
        name: 'evidence.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(`Transfer record ${marker}\n`),
      });
      await expect(form.locator('.attachment-list li')).toHaveCount(1);
      await expect(form.locator('.attachment-name')).toHaveText('evidence.txt');
      await form.getByRole('button', { name: WORDS[lang].submit }).click();

      const receipt = visiblePage(page).locator('.receipt');
      await expect(receipt).toBeVisible();
      const code = await receipt.locator('input.query-code').inputValue();
      expect(code).toMatch(/^([0-9A-Z*~$=]{4}-){5}[0-9A-Z*~$=]{4}$/);
      await receipt.getByRole('button', { name: WORDS[lang].copy }).click();
      await expect(receipt.getByRole('status')).toHaveText(WORDS[lang].copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

      // The compliance team replies and changes the status with its command.
      const id = reportIdOf(marker);
      const report = JSON.parse(compliance('read', id, '--json')) as { files: { name: string }[] };
      expect(report.files.map((f) => f.name)).toEqual(['evidence.txt']);
      const reply = `We are looking into it (${marker}).`;
      compliance('reply', id, '--message', reply);
      compliance('status', id, 'in_review');

      await open(page, lang, '/honest/query');
      const lookup = visiblePage(page);
      await lookup.locator('input.query-code').fill(code.toLowerCase());
      // The page's own lookup answer (lookups are few per client: no second request to compare with).
      const answered = page.waitForResponse((r) => r.url().endsWith(INTEGRITY_PATHS.complaintStatus));
      await lookup.getByRole('button', { name: WORDS[lang].lookUp }).click();
      const view = (await (await answered).json()).data as { acknowledgedAt: string | null; feedbackBy: string };
      await expect(lookup.locator('.status-badge')).toHaveText(WORDS[lang].inReview);
      await expect(lookup.locator('.message[data-author="compliance"] .message-body')).toHaveText(reply);
      // Not acknowledged through the console: no such date; feedback due by the day the API names (Beijing).
      expect(view.acknowledgedAt).toBeNull();
      await expect(lookup.getByTestId('acknowledged-at')).toHaveCount(0);
      const beijingDay = new Date(Date.parse(view.feedbackBy) + 8 * 3_600_000).toISOString().slice(0, 10);
      await expect(lookup.getByTestId('feedback-by')).toHaveText(beijingDay);
      await lookup.locator('.follow-up textarea').fill('One more detail: the supplier is in Nanyang.');
      await lookup.getByRole('button', { name: WORDS[lang].send }).click();
      await expect(lookup.locator('.message[data-author="reporter"] .message-body')).toHaveText(
        'One more detail: the supplier is in Nanyang.',
      );
      expect(external).toEqual([]);
      errors.expectNone();
    });

    test(`each problem is shown next to its field in the visitor's language (${lang})`, async ({ page }) => {
      await open(page, lang, '/honest/report');
      const form = visiblePage(page).locator('form.report-form');
      await form.getByRole('button', { name: WORDS[lang].submit }).click();
      const errorOf = (name: string) =>
        form.locator('.form-field', { has: page.locator(`[name="${name}"]`) }).locator('.field-error');
      await expect(errorOf('subject')).toHaveText(lang === 'zh' ? '请填写此项' : 'Please fill this in');
      await expect(errorOf('province')).toBeVisible();
      // Announced: an alert says the form has problems, the focus moves to the first field with one,
      // which is marked invalid and described by its problem (what a screen reader reads on focus).
      await expect(form.getByRole('alert')).toBeVisible();
      const subject = form.locator('[name="subject"]');
      await expect(subject).toBeFocused();
      await expect(subject).toHaveAttribute('aria-invalid', 'true');
      // The problem's text is the whole description, after the warning sign drawn before it (not by colour alone).
      const problem = (await errorOf('subject').innerText()).trim();
      expect(problem).not.toBe('');
      await expect(subject).toHaveAccessibleDescription(
        new RegExp(`^\\W*${problem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      await expect(form.locator('[name="province"]')).toHaveAttribute('aria-invalid', 'true');
      await form.locator('[name="reporterPhone"]').fill('12345');
      await expect(errorOf('reporterPhone')).toContainText(lang === 'zh' ? '手机号码' : 'mobile number');
      await form.locator('[name="reporterEmail"]').fill('li@');
      await expect(errorOf('reporterEmail')).toHaveText(
        lang === 'zh' ? '请输入有效的电子邮箱' : 'Please enter a valid email address',
      );
      // Anonymous: the identity is no longer required.
      await form.getByRole('radio', { name: lang === 'zh' ? '匿名举报' : 'Anonymously' }).check();
      await form.locator('[name="reporterPhone"]').fill('');
      await form.locator('[name="reporterEmail"]').fill('');
      await expect(errorOf('reporterName')).toHaveCount(0);
    });

    test(`a mistyped query code is caught before anything is sent (${lang})`, async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('/status/notoken') && calls.push(r.url()));
      await open(page, lang, '/honest/query');
      await visiblePage(page).locator('input.query-code').fill('7K2M-QX4P-9TNV-3HBD-W8JF-ZR6A');
      await visiblePage(page).getByRole('button', { name: WORDS[lang].lookUp }).click();
      await expect(visiblePage(page).locator('.field-error')).toBeVisible();
      expect(calls).toEqual([]);
    });
  }

  for (const lang of LANGS) {
    test(`in elder mode at 200 % text (high contrast, 60 px targets) the form is filled and sent by keyboard, its focus always shown (${lang})`, async ({
      page,
      context,
    }) => {
      // The compliance command runs as its own process to read the report back: give the test room.
      test.setTimeout(120_000);
      // Stored as a previous visit would have: the page opens in these settings from its first paint.
      await storeSettings(context, { elder: true, text: 200 });
      const marker = `E2E-${randomBytes(4).toString('hex')}`;
      await open(page, lang, '/honest/report');
      await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
      await expect(page.locator('html')).toHaveAttribute('data-text-size', '200');
      const form = await fill(page, lang, marker);
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, 'the page does not scroll sideways').toBe(true);

      // From the first choice to the submit button by Tab alone, the focus shown at every stop.
      const submit = form.getByRole('button', { name: WORDS[lang].submit });
      await form.getByRole('radio').first().focus();
      const stops: string[] = [];
      for (let i = 0; i < 40 && !(await submit.evaluate((el) => el === document.activeElement)); i++) {
        const missing = await missingFocusIndicator(page);
        if (missing) stops.push(missing);
        await page.keyboard.press('Tab');
      }
      await expect(submit).toBeFocused();
      expect(await missingFocusIndicator(page)).toBeNull();
      expect(stops).toEqual([]);
      const box = await submit.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), 'the submit button is a 60 px target').toBeGreaterThanOrEqual(
        60,
      );

      await page.keyboard.press('Enter');
      const receipt = visiblePage(page).locator('.receipt');
      await expect(receipt).toBeVisible();
      const code = await receipt.locator('input.query-code').inputValue();
      expect(code).toMatch(/^([0-9A-Z*~$=]{4}-){5}[0-9A-Z*~$=]{4}$/);
      // What the compliance team reads is what was typed in this mode.
      const id = reportIdOf(marker);
      const report = JSON.parse(compliance('read', id, '--json')) as { report: { subject: string } };
      expect(report.report.subject).toContain(marker);
    });
  }

  test('the integrity pages open the report form in a dialog', async ({ page }) => {
    await open(page, 'zh', '/honest');
    await visiblePage(page).locator('.cta a.button-primary').click();
    const dialog = page.getByRole('dialog', { name: '我要举报' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('form.report-form')).toBeVisible();
    await expect(page).toHaveURL(/#\/honest$/);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await visiblePage(page).locator('.cta a.button-primary').click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
