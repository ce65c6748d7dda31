import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { COMPLAINT_LIMITS } from '@muyuan/contract/complaint-rules';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../../e2e/chromium.ts';
import { runAdminCommand } from '../../../server/src/admin/admin-commands.ts';
import { BENCH_EMAIL, enrollBenchAdmin, type StaffCredentials, sessionHeaders } from '../admin/staff-session.ts';
import { INTEGRITY_SERVER_ENV } from '../integrity/integrity-settings.ts';
import type { BenchMode } from '../lib/bench-mode.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import { parseStatusBytes } from '../lib/rss.ts';
import { type RunningServer, startServer } from '../lib/server-process.ts';
import type { CaseConsoleResult } from './case-console-results.ts';
import { fileBenchReport, fileBenchReports, uploadAttachment } from './seed-cases.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Issue 21: "unlocking and listing 1,000 cases (seeded in the bench)". */
export const BENCH_CASES = 1000;
/** The largest attachment a report may carry (30 MB), the case. */
export const BENCH_ATTACHMENT_BYTES = COMPLAINT_LIMITS.maxFileBytes;

/** The console's key panel: its file input while locked, its "forget" button once unlocked. */
const KEY_FILE_INPUT = '[data-testid="case-key"] input[type=file]';
const KEY_FORGET = '[data-testid="case-key"] .case-key-row button';

/** Every case of the list has its subject opened: a full screen of rows, none of them still sealed (runs in the page). */
function listOpen(): boolean {
  // The bench is typed for Node (no DOM library): the little of the document this reads, typed here.
  const { document } = globalThis as unknown as {
    document: { querySelectorAll(selector: string): { length: number }; querySelector(selector: string): unknown };
  };
  const rows = document.querySelectorAll('[data-testid="cases-table"] tbody tr');
  return rows.length === 50 && !document.querySelector('[data-testid="cases-table"] .case-subject a.sealed');
}

/** Plain text of `bytes` bytes (a .txt attachment is accepted as clean UTF-8 and saved, not previewed). */
function textFile(bytes: number): Uint8Array<ArrayBuffer> {
  const line = new TextEncoder().encode(`${'牧原饲料采购记录 0123456789 '.repeat(3)}\n`);
  const out = new Uint8Array(bytes);
  for (let at = 0; at < bytes; at += line.length) out.set(line.subarray(0, Math.min(line.length, bytes - at)), at);
  return out;
}

/**
 * Gives the bench's admin the compliance role as well, as an operator does on the server: in the console
 * only a holder of a role gives it (issue 38, point 4), so the team's first member comes from `npm run admin`.
 */
async function makeOfficer(server: RunningServer): Promise<void> {
  // The server's environment (server-process.ts): its data directory's SQLite, and REDIS_URL's sessions if set.
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dirname(server.logPath), LOG_LEVEL: 'silent' };
  const said: string[] = [];
  const args = ['roles', BENCH_EMAIL, '--role', 'admin', '--role', 'compliance'];
  const status = await runAdminCommand(args, env, { log: (line) => said.push(line), error: (line) => said.push(line) });
  if (status !== 0) throw new Error(`giving the compliance role failed (${status}): ${said.join('\n')}`);
}

async function signedInContext(browser: Browser, server: RunningServer, staff: StaffCredentials) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const [name, ...rest] = staff.cookie.split('=');
  await context.addCookies([{ name: name ?? '', value: rest.join('='), url: server.baseUrl }]);
  return context;
}

/** The process ids of Chromium's renderers (one per site and browsing context group). */
async function rendererPids(browser: Browser): Promise<Set<number>> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  await cdp.detach();
  return new Set(processInfo.filter((p) => p.type === 'renderer').map((p) => p.id));
}

async function importKey(page: Page, keyPem: Buffer): Promise<void> {
  await page.locator(KEY_FILE_INPUT).setInputFiles({ name: 'private-key.pem', mimeType: 'text/plain', buffer: keyPem });
}

/** Milliseconds from `start` until every subject of the list is open. */
async function untilListOpen(page: Page, start: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await start();
  await page.waitForFunction(listOpen, null, { polling: 'raf', timeout: 30_000 });
  return performance.now() - t0;
}

/** The list of every case: the key imported from its file, then the list loaded again with the key kept. */
async function measureList(context: BrowserContext, server: RunningServer, keyPem: Buffer, runs: number) {
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/admin/#/cases`);
  await page
    .getByTestId('cases-status')
    .filter({ hasText: String(BENCH_CASES) })
    .waitFor();
  const unlockMs: number[] = [];
  const listMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    unlockMs.push(await untilListOpen(page, () => importKey(page, keyPem)));
    listMs.push(await untilListOpen(page, () => page.reload()));
    await page.locator(KEY_FORGET).click();
    await page.locator(KEY_FILE_INPUT).waitFor({ state: 'attached' });
    await page.locator('[data-testid="cases-table"] .case-subject a.sealed').first().waitFor();
  }
  // Every case was opened, not only the first screen: the search over subjects finds the oldest one.
  await importKey(page, keyPem);
  await page.waitForFunction(listOpen, null, { timeout: 30_000 });
  await page.locator('#cases-q').fill('基准案件 0001');
  await page.getByTestId('cases-status').filter({ hasText: '1 /' }).waitFor({ timeout: 5_000 });
  await page.close();
  return { unlockMs, listMs };
}

/** A process's memory line now, in bytes (0 once it has ended). */
function memoryOf(pid: number, field: 'VmHWM' | 'RssAnon'): number {
  try {
    return parseStatusBytes(readFileSync(`/proc/${pid}/status`, 'utf8'), field);
  } catch {
    return 0;
  }
}

/**
 * The case with the 30 MB attachment opened in a context of its own (so its renderer process starts
 * fresh): the attachment fetched, opened and saved. The tab's private memory (RssAnon, what Chromium's task
 * manager shows as its memory footprint) is sampled every 5 ms meanwhile; the renderer's peak resident set
 * (VmHWM, which also counts Chromium's own code pages shared with every process) is read after.
 */
async function measureAttachment(
  browser: Browser,
  server: RunningServer,
  staff: StaffCredentials,
  keyPem: Buffer,
  caseId: string,
) {
  const before = await rendererPids(browser);
  const context = await signedInContext(browser, server, staff);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/admin/#/cases`);
  await importKey(page, keyPem);
  await page.locator(KEY_FORGET).waitFor();
  await page.goto(`${server.baseUrl}/admin/#/cases/${caseId}`);
  const button = page.locator('[data-testid="case-files"] button');
  await button.waitFor();
  // The renderers started for this context; the tab's is the largest of them.
  const tab = [...(await rendererPids(browser))].filter((pid) => !before.has(pid));
  if (tab.length === 0) throw new Error('no renderer process of its own for the case page');
  const privateNow = () => Math.max(...tab.map((pid) => memoryOf(pid, 'RssAnon')));
  const rendererPrivateBeforeBytes = privateNow();
  let rendererPrivatePeakBytes = rendererPrivateBeforeBytes;
  const sampler = setInterval(() => {
    rendererPrivatePeakBytes = Math.max(rendererPrivatePeakBytes, privateNow());
  }, 5);
  const t0 = performance.now();
  try {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
    const attachmentOpenMs = performance.now() - t0;
    const saved = await download.path();
    const savedBytes = saved ? readFileSync(saved).length : 0;
    if (savedBytes !== BENCH_ATTACHMENT_BYTES)
      throw new Error(`the saved attachment has ${savedBytes} bytes, not ${BENCH_ATTACHMENT_BYTES}`);
    rendererPrivatePeakBytes = Math.max(rendererPrivatePeakBytes, privateNow());
    const rendererPeakRssBytes = Math.max(...tab.map((pid) => memoryOf(pid, 'VmHWM')));
    return { attachmentOpenMs, rendererPrivateBeforeBytes, rendererPrivatePeakBytes, rendererPeakRssBytes };
  } finally {
    clearInterval(sampler);
    await context.close();
  }
}

/**
 * Issue 21's speed targets in Chromium, on a server (SQLite) holding BENCH_CASES reports filed through the
 * public form, the first with a 30 MB attachment: importing the key file and listing every case with its
 * subject open, loading that list again with the key kept, and opening the attachment within the tab's
 * memory.
 */
export async function measureCaseConsole(mode: BenchMode): Promise<CaseConsoleResult> {
  const server = await startServer({ env: { ...INTEGRITY_SERVER_ENV, UPLOAD_RATE_LIMIT_MAX: '1000000000' } });
  let browser: Browser | null = null;
  try {
    const staff = await enrollBenchAdmin(server.baseUrl, server.logPath);
    await makeOfficer(server);
    const file = await uploadAttachment(server.baseUrl, 'records.txt', textFile(BENCH_ATTACHMENT_BYTES));
    await fileBenchReport(server.baseUrl, 0, [file]);
    await fileBenchReports(server.baseUrl, BENCH_CASES);
    const list = await fetch(`${server.baseUrl}${ADMIN_PATHS.cases}?pageSize=${BENCH_CASES}`, {
      headers: sessionHeaders(staff.cookie),
    });
    const cases = ((await list.json()) as { data: { list: { id: string }[]; total: number } }).data;
    if (cases.total !== BENCH_CASES) throw new Error(`${cases.total} cases on the server, not ${BENCH_CASES}`);
    // Newest first: report 0, filed first, is last.
    const attachmentCase = cases.list.at(-1)?.id ?? '';
    const keyPem = readFileSync(join(dirname(server.logPath), 'compliance', 'private-key.pem'));

    // The list's API call alone, as the console makes it (information: the browser's runs include it).
    const listApiMs: number[] = [];
    for (let run = 0; run < 5; run++) {
      const t0 = performance.now();
      const res = await fetch(`${server.baseUrl}${ADMIN_PATHS.cases}?pageNum=1&pageSize=${BENCH_CASES}&sealed=index`, {
        headers: sessionHeaders(staff.cookie),
      });
      await res.arrayBuffer();
      listApiMs.push(performance.now() - t0);
    }
    console.log(
      `  GET cases?pageSize=${BENCH_CASES}&sealed=index: ${listApiMs.map((v) => Math.round(v)).join(', ')} ms`,
    );

    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
    await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
    const context = await signedInContext(browser, server, staff);
    const { unlockMs, listMs } = await measureList(context, server, keyPem, mode.quick ? 2 : 5);
    await context.close();
    const attachment = await measureAttachment(browser, server, staff, keyPem, attachmentCase);
    const result: CaseConsoleResult = {
      cases: BENCH_CASES,
      unlockMs,
      listMs,
      listApiMs,
      attachmentBytes: BENCH_ATTACHMENT_BYTES,
      ...attachment,
      chromium: browser.version(),
    };
    const round = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
    console.log(`  unlock and list ${BENCH_CASES} cases: ${round(unlockMs)} ms`);
    console.log(`  list them again with the key kept: ${round(listMs)} ms`);
    console.log(
      `  a ${BENCH_ATTACHMENT_BYTES / 1024 / 1024} MB attachment opened in ${Math.round(attachment.attachmentOpenMs)} ms; the tab's private memory ${mb(attachment.rendererPrivateBeforeBytes)} before, peak ${mb(attachment.rendererPrivatePeakBytes)}; resident peak with shared code ${mb(attachment.rendererPeakRssBytes)}`,
    );
    return result;
  } finally {
    await browser?.close();
    await server.stop();
  }
}
