import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CaseDetail, CaseSummary } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { UPLOAD_PATH } from '@muyuan/contract/api-paths';
import { FIELD_LABELS } from '@muyuan/contract/complaint-rules';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import { expect, type Page, test } from '@playwright/test';
import { acknowledgementText } from '../../web/src/admin/cases/acknowledgement.ts';
import { CASE_STRINGS } from '../../web/src/admin/cases/case-strings.ts';
import { STRINGS } from '../../web/src/admin/strings.ts';
import { formatMessage } from '../../web/src/i18n/format-message.ts';
import { type AdminServer, operatorCommand, startAdminServer } from './admin-server.ts';
import { addPasskeyDevice, CONSOLE_FETCH, enrollWithPasskey, watchConsole } from './admin-session.ts';
import { axeProblems } from './axe-problems.ts';
import { horizontalOverflow } from './support.ts';

/**
 * The compliance console against a real server, signed in with Chromium's virtual authenticator: an
 * officer imports the team's key file into the browser, the list shows the cases with their clocks as
 * the API answers them, and a case opened in the browser (WebCrypto) shows exactly what the CLI's
 * `read` opens from the same rows; an image attachment is opened and shown; acknowledging stops the
 * clock. A key that is not the team's is refused before it is kept.
 */
test.describe.configure({ mode: 'serial' });

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const s = CASE_STRINGS.zh;
const t = STRINGS.zh;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c636000000000050001a5f645400000000049454e44ae426082',
  'hex',
);

let server: AdminServer;
let page: Page;
let errors: string[];
let caseId: string;
let queryCode: string;

const api = async <T>(path: string, lang = 'zh'): Promise<T> => {
  const res = await page.request.get(`${server.origin}${path}`, { headers: { ...CONSOLE_FETCH, lang } });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
};

/** Files a report through the public form's API (one PNG attached), as a visitor's browser does; answers its code. */
async function fileReport(subject: string): Promise<string> {
  const upload = await page.request.post(`${server.origin}${UPLOAD_PATH}`, {
    headers: { lang: 'zh' },
    multipart: { file: { name: '转账截图.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const file = (await upload.json()).data as { id: string; key: string };
  const res = await page.request.post(`${server.origin}${INTEGRITY_PATHS.saveComplaint}`, {
    headers: { lang: 'zh' },
    data: {
      subject,
      reportedEmployeeNo: 'MY-2048',
      reportedName: '王某',
      province: 'HA',
      deptId: '',
      deptTypeCode: '',
      farmNo: '7-1',
      content: '饲料原料验收时，有人要求供应商按吨返还现金，附上转账截图。时间为今年九月起。',
      anonymous: false,
      reporterEmployeeNo: '',
      reporterName: '赵举报',
      reporterPhone: '13800138000',
      reporterEmail: '',
      attachments: [{ id: file.id, key: file.key }],
      website: '',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).data as { queryCode: string }).queryCode;
}

/** What the reporter reads with the query code (the public lookup). */
async function reporterSees(): Promise<{ author: string; body: string }[]> {
  const res = await page.request.post(`${server.origin}${INTEGRITY_PATHS.complaintStatus}`, {
    headers: { lang: 'zh' },
    data: { code: queryCode },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { messages: { author: string; body: string }[] }).messages;
}

/** The entries of a password-encrypted ZIP, as text (latin1 for binary files), read with zip.js in Node. */
async function unzip(bytes: Buffer, password: string): Promise<Map<string, string>> {
  const { BlobReader, TextWriter, Uint8ArrayWriter, ZipReader } = await import('@zip.js/zip.js');
  const reader = new ZipReader(new BlobReader(new Blob([new Uint8Array(bytes)])), { password, useWebWorkers: false });
  const out = new Map<string, string>();
  for (const entry of await reader.getEntries()) {
    if (entry.directory) continue;
    out.set(
      entry.filename,
      entry.filename.startsWith('attachments/')
        ? Buffer.from(await entry.getData(new Uint8ArrayWriter())).toString('latin1')
        : await entry.getData(new TextWriter()),
    );
  }
  await reader.close();
  return out;
}

/** The Beijing day of an instant, as the console writes it. */
const beijingDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

/** The files under `dir` whose bytes hold `text` (UTF-8). */
function filesContaining(dir: string, text: string): string[] {
  const needle = Buffer.from(text);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => readFileSync(path).includes(needle));
}

/** What the compliance CLI opens from the server's database with the team's key file. */
function cliRead(id: string) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'server/src/integrity/cli.ts', 'read', id, '--json'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as {
    report: Record<string, unknown> & { subject: string; content: string; reportedName: string; reporterName: string };
    messages: { body: string }[];
    files: { name: string; type: string; size: number }[];
    notes: { author: string; at: string; text: string }[];
  };
}

test.beforeAll(async ({ browser }, info) => {
  server = await startAdminServer(info, { ports: { desktop: 9, mobile: 10 } });
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  page = await context.newPage();
  errors = watchConsole(page);
  await addPasskeyDevice(page);
  const email = `compliance-${info.project.name}@muyuan.example`;
  await enrollWithPasskey(page, server.firstAdminAddress, '林合规', email);
  // The compliance role comes from the operator's tool on the server: in the console only its holders
  // give it (issue 38, point 4), and this first admin holds every role but compliance.
  operatorCommand(server, 'roles', email, '--role', 'admin', '--role', 'compliance');
  expect((await api<Me>(ADMIN_PATHS.me)).roles).toEqual(['admin', 'compliance']);
  queryCode = await fileReport('饲料验收环节索要回扣');
  await page.reload();
  await expect(page.getByTestId('me-name')).toHaveText('林合规');
});
test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('/admin/cases lists the cases with the clocks the API answers; the reports stay sealed until the key is imported', async () => {
  // The console's home shows a compliance officer the digest of due cases: a case received now is not due.
  await expect(page.getByRole('heading', { name: t.navCases })).toBeVisible();
  await expect(page.getByText(s.digestClear)).toBeVisible();
  await page.goto(`${server.origin}/admin/cases`);
  await expect(page).toHaveURL(/\/admin\/#\/cases$/);
  await expect(page.getByText(s.digestClear)).toBeVisible();
  await expect(page.getByRole('heading', { name: s.casesTitle, level: 1 })).toBeVisible();
  const { list, total } = await api<{ list: CaseSummary[]; total: number }>(`${ADMIN_PATHS.cases}?pageSize=50`);
  expect(total).toBe(1);
  const summary = list[0] as CaseSummary;
  caseId = summary.id;
  await expect(page.getByTestId('cases-status')).toHaveText(s.totalOne);
  const row = page.getByTestId(`case-${caseId}`);
  await expect(row).toContainText(s.sealedSubject);
  await expect(row).toContainText(s.statuses[summary.status]);
  await expect(row).toContainText(`剩 ${summary.acknowledgeDaysLeft} 天`);
  await expect(row).toContainText(`剩 ${summary.feedbackDaysLeft} 天`);
  await expect(page.getByTestId('case-key-state')).toHaveText(s.keyLocked);

  // The year's figures are those the API counts.
  const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
  const figures = await api<{ received: number; byStatus: Record<string, number> }>(
    `${ADMIN_PATHS.caseStatistics}?year=${year}`,
  );
  await page.getByText(s.statsTitle).click();
  const stats = page.getByTestId('case-stats');
  await expect(stats.locator('div').filter({ hasText: s.statsReceived }).locator('dd')).toHaveText(
    String(figures.received),
  );
  await expect(stats.locator('div').filter({ hasText: s.statuses.received }).first().locator('dd')).toHaveText(
    String(figures.byStatus.received),
  );
});

test('a key file that is not the team key is refused and not kept', async () => {
  const other = generateKeyPairSync('x25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await page
    .getByLabel(s.keyImport)
    .setInputFiles({ name: 'other.pem', mimeType: 'text/plain', buffer: Buffer.from(other) });
  await expect(page.getByRole('alert').filter({ hasText: s.keyNotTeams })).toBeVisible();
  await page
    .getByLabel(s.keyImport)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: s.keyNotAKeyFile })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('case-key-state')).toHaveText(s.keyLocked);
});

test('the team key opens the case in the browser exactly as the CLI opens it, attachment included', async () => {
  const pem = readFileSync(join(server.dataDir, 'compliance', 'private-key.pem'));
  await page.getByLabel(s.keyImport).setInputFiles({ name: 'private-key.pem', mimeType: 'text/plain', buffer: pem });
  await expect(page.getByTestId('case-key-state')).toContainText('团队私钥已在本浏览器中解锁');
  const cli = cliRead(caseId);
  const row = page.getByTestId(`case-${caseId}`);
  await expect(row.getByRole('link', { name: cli.report.subject })).toBeVisible();
  // The key stays in this browser profile: a reload opens the case without the file.
  await page.reload();
  await expect(row.getByRole('link', { name: cli.report.subject })).toBeVisible();
  await row.getByRole('link', { name: cli.report.subject }).click();
  await expect(page.getByTestId('case-title')).toHaveText(cli.report.subject);

  const field = (name: string) => page.getByTestId('case-report').locator(`[data-field="${name}"]`);
  await expect(field('content')).toHaveText(cli.report.content);
  for (const name of ['subject', 'reportedName', 'reportedEmployeeNo', 'farmNo'] as const) {
    await expect(field(name).locator('dt')).toHaveText(FIELD_LABELS[name].zh);
    await expect(field(name).locator('dd')).toHaveText(String(cli.report[name]));
  }
  for (const name of ['reporterName', 'reporterPhone'] as const) {
    await expect(field(name).locator('dt')).toHaveText(s.reporterFields[name]);
    await expect(field(name).locator('dd')).toHaveText(String(cli.report[name]));
  }
  await expect(field('province').locator('dd')).toHaveText('河南省');
  const files = page.getByTestId('case-files').locator('li');
  await expect(files).toHaveCount(cli.files.length);
  for (const [i, file] of cli.files.entries()) await expect(files.nth(i)).toContainText(file.name);

  // The attachment's sealed bytes come from the server and open here to the uploaded picture.
  await files.first().getByRole('button', { name: s.openAttachment }).click();
  const preview = page.getByTestId('case-preview').locator('img');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const audit = await api<{ list: { action: string }[] }>(`${ADMIN_PATHS.audit}?object=case:${caseId}&pageSize=50`);
  expect(audit.list.map((r) => r.action)).toContain('case_download');
  expect(audit.list.map((r) => r.action)).toContain('case_view');
  expect(await horizontalOverflow(page), 'the case page fits its width').toBe(0);
  expect(await axeProblems(page), 'axe on the case page').toEqual([]);
  const info = test.info();
  await page.screenshot({ path: info.outputPath(`case-zh-${info.project.name}.png`), fullPage: true });
});

test('acknowledging stops the first clock and sends the reporter the acknowledgement in the report’s language', async () => {
  await page.getByRole('button', { name: s.acknowledge, exact: true }).click();
  await expect(page.getByTestId('case-status')).toContainText(s.statuses.acknowledged);
  const detail = await api<CaseDetail>(withId(ADMIN_PATHS.case, caseId));
  expect(detail.status).toBe('acknowledged');
  expect(detail.acknowledgeDaysLeft).toBeNull();
  await expect(page.getByTestId('case-acknowledge-clock')).toContainText(s.stopped);
  const expected = acknowledgementText('zh', detail.feedbackBy);
  expect(await reporterSees()).toEqual([expect.objectContaining({ author: 'compliance', body: expected })]);
  await expect(page.getByTestId('case-messages')).toContainText(expected);
  await page.getByRole('button', { name: s.takeCase }).click();
  await expect(page.getByTestId('case-assignee')).toHaveText('林合规');
  expect((await api<CaseDetail>(withId(ADMIN_PATHS.case, caseId))).assignee?.name).toBe('林合规');
});

test('a reply is sealed for the reporter and a note for the team only, both in this browser', async () => {
  await page.getByLabel(s.replyLabel).fill('请提供转账的具体日期。');
  await page.getByRole('button', { name: s.sendReply }).click();
  await expect(page.getByTestId('case-messages')).toContainText('请提供转账的具体日期。');
  await expect(page.getByLabel(s.replyLabel)).toHaveValue('');
  expect((await reporterSees()).map((m) => m.body)).toContain('请提供转账的具体日期。');
  // Sealed in the browser, opened by the CLI: the formats work both ways.
  expect(cliRead(caseId).messages.map((m) => m.body)).toContain('请提供转账的具体日期。');
  // Nothing the server wrote holds the reply in clear: not the database (and its journal), not a folder.
  expect(filesContaining(server.dataDir, '请提供转账的具体日期。')).toEqual([]);
  // (The scan does read the database: the officer's name, held in clear, is found.)
  expect(filesContaining(server.dataDir, '林合规').length).toBeGreaterThan(0);

  await page.getByLabel(s.noteLabel).fill('内部：先核对九月的验收单。');
  await page.getByRole('button', { name: s.addNote }).click();
  await expect(page.getByTestId('case-notes')).toContainText('内部：先核对九月的验收单。');
  await expect(page.getByTestId('case-notes')).toContainText('林合规');
  // The server holds the note sealed, and the reporter never sees it.
  const detail = await api<CaseDetail>(withId(ADMIN_PATHS.case, caseId));
  expect(detail.sealed.notes).toHaveLength(1);
  expect(JSON.stringify(detail)).not.toContain('九月的验收单');
  expect((await reporterSees()).map((m) => m.body)).not.toContain('内部：先核对九月的验收单。');
  expect(filesContaining(server.dataDir, '九月的验收单')).toEqual([]);
  // The CLI opens the note sealed in the browser, with the same key file.
  expect(cliRead(caseId).notes.map((n) => [n.author, n.text])).toEqual([['林合规', '内部：先核对九月的验收单。']]);
});

test('a status change keeps its reason sealed, the history opens it here, and the case exports as an encrypted ZIP', async () => {
  await page.getByLabel(s.newStatus).selectOption('in_review');
  await page.getByLabel(s.reason).first().fill('已约谈采购员，进入调查。');
  await page.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.getByTestId('case-status')).toContainText(s.statuses.in_review);
  const history = page.getByTestId('case-history');
  await expect(history).toContainText(`${s.statuses.acknowledged} → ${s.statuses.in_review}`);
  await expect(history).toContainText('已约谈采购员，进入调查。');
  // The trail holds the reason sealed: the API never answers it in clear.
  const trail = await api<{ list: unknown[] }>(`${ADMIN_PATHS.audit}?object=case:${caseId}&pageSize=100`);
  expect(JSON.stringify(trail)).not.toContain('已约谈采购员');

  await page.getByLabel(s.exportPassword).fill('legal hold 2026 case');
  await page.getByLabel(s.exportPasswordAgain).fill('legal hold 2026 case');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: s.exportButton }).click();
  const saved = await (await download).path();
  const entries = await unzip(readFileSync(saved), 'legal hold 2026 case');
  const cli = cliRead(caseId);
  expect(JSON.parse(entries.get('report.json') ?? '{}')).toEqual(cli.report);
  expect(JSON.parse(entries.get('conversation.json') ?? '[]').map((m: { body: string }) => m.body)).toEqual(
    cli.messages.map((m) => m.body),
  );
  expect(JSON.parse(entries.get('notes.json') ?? '[]').map((n: { text: string }) => n.text)).toEqual([
    '内部：先核对九月的验收单。',
  ]);
  expect(entries.get('history.json')).toContain('已约谈采购员，进入调查。');
  expect(entries.get(`attachments/01-${cli.files[0]?.name}`)).toBe(PNG.toString('latin1'));
  // Without the password the archive does not open.
  await expect(unzip(readFileSync(saved), 'not the password')).rejects.toThrow();
  const actions = (await api<{ list: { action: string }[] }>(`${ADMIN_PATHS.audit}?object=case:${caseId}&pageSize=100`))
    .list;
  expect(actions.map((a) => a.action)).toContain('case_export');
});

test('in English the console names everything in English, fits the screen, and forgets the key on request', async () => {
  const info = test.info();
  const en = CASE_STRINGS.en;
  await page.getByRole('button', { name: t.switchLanguageLabel }).click();
  await expect(page.getByRole('heading', { name: en.actions })).toBeVisible();
  await expect(page.getByTestId('case-report').locator('[data-field="content"]')).toBeVisible();
  expect(await axeProblems(page), 'axe on the English case page').toEqual([]);
  await page.screenshot({ path: info.outputPath(`case-en-${info.project.name}.png`), fullPage: true });
  await page.getByRole('link', { name: en.backToCases }).click();
  await expect(page.getByRole('heading', { name: en.casesTitle, level: 1 })).toBeVisible();
  await expect(page.getByTestId('cases-status')).toHaveText(en.totalOne);
  expect(await horizontalOverflow(page), 'the case list fits its width').toBe(0);
  expect(await axeProblems(page), 'axe on the English case list').toEqual([]);
  await page.screenshot({ path: info.outputPath(`cases-en-${info.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: en.keyForget }).click();
  await expect(page.getByTestId('case-key-state')).toHaveText(en.keyLocked);
  await expect(page.getByTestId(`case-${caseId}`)).toContainText(en.sealedSubject);
  await page.getByRole('button', { name: STRINGS.en.switchLanguageLabel }).click();
  expect(errors).toEqual([]);
});

test('a key file the CLI wrapped under a passphrase unlocks the console with that passphrase only', async () => {
  const wrapped = join(server.dataDir, 'team-key.json');
  execFileSync(process.execPath, ['--import', 'tsx', 'server/src/integrity/cli.ts', 'export-key', '--out', wrapped], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      DATABASE_URL: '',
      COMPLIANCE_KEY_PASSPHRASE: 'pig barns at dawn 2026',
    },
  });
  await page.goto(`${server.origin}/admin/#/cases`);
  await expect(page.getByTestId('case-key-state')).toHaveText(s.keyLocked);
  await page.getByLabel(s.keyImport).setInputFiles(wrapped);
  await page.getByLabel(s.keyPassphrase).fill('not the passphrase at all');
  await page.getByRole('button', { name: s.keyUnlock }).click();
  await expect(page.getByRole('alert').filter({ hasText: s.keyWrongPassphrase })).toBeVisible();
  await page.getByLabel(s.keyPassphrase).fill('pig barns at dawn 2026');
  await page.getByRole('button', { name: s.keyUnlock }).click();
  await expect(page.getByTestId('case-key-state')).toContainText('团队私钥已在本浏览器中解锁');
  await expect(
    page.getByTestId(`case-${caseId}`).getByRole('link', { name: cliRead(caseId).report.subject }),
  ).toBeVisible();
});

test('a second report of the same matter is marked as a duplicate of the first, on both pages as in the API', async () => {
  await fileReport('饲料验收环节索要回扣（补充举报）');
  const { list } = await api<{ list: CaseSummary[] }>(`${ADMIN_PATHS.cases}?pageSize=50`);
  const second = list.find((c) => c.id !== caseId) as CaseSummary;
  await page.goto(`${server.origin}/admin/#/cases/${second.id}`);
  await page.getByLabel(s.originalCase).fill(`${server.origin}/admin/#/cases/${caseId}`);
  await page.getByRole('button', { name: s.markAsDuplicate }).click();
  await expect(page.getByTestId('case-duplicate-of')).toHaveText(caseId.slice(0, 8));
  expect((await api<CaseDetail>(withId(ADMIN_PATHS.case, second.id))).duplicateOf).toBe(caseId);
  await page.getByTestId('case-duplicate-of').getByRole('link').click();
  await expect(page.getByTestId('case-duplicates')).toHaveText(second.id.slice(0, 8));
  expect((await api<CaseDetail>(withId(ADMIN_PATHS.case, caseId))).duplicates).toEqual([second.id]);
  await page.goto(`${server.origin}/admin/#/cases`);
  await expect(page.getByTestId(`case-${second.id}`)).toContainText(s.duplicate);
  expect(errors).toEqual([]);
});

/** A case's sealed index as stored (null: a report filed before indexes). */
async function storedIndex(id: string): Promise<string | null> {
  const { default: Database } = await import('better-sqlite3');
  const sqlite = new Database(join(server.dataDir, 'site.db'), { readonly: true });
  try {
    return (
      sqlite.prepare('SELECT index_sealed FROM complaints WHERE id = ?').get(id) as { index_sealed: string | null }
    ).index_sealed;
  } finally {
    sqlite.close();
  }
}

test('the list searches the opened subjects of every case; an older report without an index is opened whole once and indexed', async () => {
  const { list } = await api<{ list: CaseSummary[] }>(`${ADMIN_PATHS.cases}?pageSize=50`);
  const second = list.find((c) => c.id !== caseId) as CaseSummary;
  // A report filed before indexes existed: its index is taken away in the database.
  const { default: Database } = await import('better-sqlite3');
  const sqlite = new Database(join(server.dataDir, 'site.db'));
  sqlite.prepare('UPDATE complaints SET index_sealed = NULL WHERE id = ?').run(second.id);
  sqlite.close();
  // The page is on the list already: load it again.
  await page.reload();
  const subject = cliRead(second.id).report.subject;
  await expect(page.getByTestId(`case-${second.id}`).getByRole('link', { name: subject })).toBeVisible();
  await expect(
    page.getByTestId(`case-${caseId}`).getByRole('link', { name: cliRead(caseId).report.subject }),
  ).toBeVisible();
  // Opened whole (an audited view), then its index sealed here and stored for the next listing.
  await expect.poll(() => storedIndex(second.id)).not.toBeNull();
  const audit = await api<{ list: { action: string }[] }>(`${ADMIN_PATHS.audit}?object=case:${second.id}&pageSize=50`);
  expect(audit.list.map((r) => r.action)).toEqual(expect.arrayContaining(['case_view', 'case_index']));
  const reads = await api<{ list: { action: string }[] }>(`${ADMIN_PATHS.audit}?action=case_index_read&pageSize=50`);
  expect(reads.list.length).toBeGreaterThan(0);

  await page.getByLabel(s.search).fill('补充');
  await expect(page.getByTestId('cases-status')).toHaveText(formatMessage('zh', s.shown, { shown: 1, count: 2 }));
  await expect(page.getByTestId(`case-${second.id}`)).toBeVisible();
  await expect(page.getByTestId(`case-${caseId}`)).toHaveCount(0);
  await page.getByLabel(s.search).fill('没有这样的主题');
  await expect(page.getByText(s.empty)).toBeVisible();
  await page.getByRole('button', { name: s.clear }).click();
  await expect(page.getByTestId('cases-status')).toHaveText(formatMessage('zh', s.total, { count: 2 }));
  // The next listing opens the stored index: no further view of that case.
  const viewsBefore = audit.list.filter((r) => r.action === 'case_view').length;
  await page.reload();
  await expect(page.getByTestId(`case-${second.id}`).getByRole('link', { name: subject })).toBeVisible();
  const after = await api<{ list: { action: string }[] }>(`${ADMIN_PATHS.audit}?object=case:${second.id}&pageSize=50`);
  expect(after.list.filter((r) => r.action === 'case_view')).toHaveLength(viewsBefore);
  expect(errors).toEqual([]);
});

test("an officer classifies a case; the list filters by category and the year's figures count it as the API does", async () => {
  await page.goto(`${server.origin}/admin/#/cases/${caseId}`);
  await page.locator('#case-category').selectOption('bribery');
  await page.getByRole('button', { name: s.setCategory }).click();
  await expect(page.getByTestId('case-category')).toHaveText(s.categories.bribery);
  expect((await api<CaseDetail>(withId(ADMIN_PATHS.case, caseId))).category).toBe('bribery');
  await page.getByRole('link', { name: s.backToCases }).click();
  await page.locator('#cases-category').selectOption('bribery');
  await page.getByRole('button', { name: s.apply }).click();
  const { list } = await api<{ list: CaseSummary[] }>(`${ADMIN_PATHS.cases}?pageSize=50&category=bribery`);
  expect(list.map((c) => c.id)).toEqual([caseId]);
  await expect(page.getByTestId('cases-table').locator('tbody tr')).toHaveCount(list.length);
  await expect(page.getByTestId(`case-${caseId}`)).toContainText(s.categories.bribery);
  const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
  const figures = await api<{ byCategory: Record<string, number>; uncategorized: number }>(
    `${ADMIN_PATHS.caseStatistics}?year=${year}`,
  );
  await page.getByText(s.statsTitle).click();
  const stats = page.getByTestId('case-stats');
  const figure = (label: string) =>
    stats
      .locator('div')
      .filter({ hasText: `${s.category} · ${label}` })
      .locator('dd');
  await expect(figure(s.categories.bribery)).toHaveText(String(figures.byCategory.bribery));
  await expect(figure(s.uncategorized)).toHaveText(String(figures.uncategorized));
  await page.getByRole('button', { name: s.clear }).click();
  expect(errors).toEqual([]);
});

test('a closed case shows when it will be deleted, and the list announces it 30 days ahead', async () => {
  await page.goto(`${server.origin}/admin/#/cases/${caseId}`);
  await page.getByLabel(s.newStatus).selectOption('closed');
  await page.getByLabel(s.outcome).selectOption('substantiated');
  await page.getByLabel(s.reason).first().fill('查实，已移交人力资源部处理。');
  await page.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.getByTestId('case-status')).toContainText(s.statuses.closed);
  // Time passes: the case was closed three years less ten days ago (its closing date moved back in the database).
  const { default: Database } = await import('better-sqlite3');
  const sqlite = new Database(join(server.dataDir, 'site.db'));
  const closedAt = new Date(Date.now() - (1095 - 10) * 86_400_000).toISOString();
  sqlite.prepare('UPDATE complaints SET closed_at = ? WHERE id = ?').run(closedAt, caseId);
  sqlite.close();
  const detail = await api<CaseDetail>(withId(ADMIN_PATHS.case, caseId));
  expect(Date.parse(detail.deleteAt ?? '') - Date.parse(closedAt)).toBe(1095 * 86_400_000);
  await page.reload();
  await expect(page.getByTestId('case-delete-at')).toHaveText(beijingDay(detail.deleteAt ?? ''));
  await page.goto(`${server.origin}/admin/#/cases`);
  const notice = page.getByTestId('case-retention');
  await expect(notice).toContainText('1 件已结案案件将在 30 天内到期删除');
  await notice.locator('summary').click();
  await expect(notice.getByRole('link', { name: caseId.slice(0, 8) })).toBeVisible();
  await expect(notice).toContainText(beijingDay(detail.deleteAt ?? ''));
  expect(errors).toEqual([]);
});
