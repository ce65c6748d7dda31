import type { FieldChange, PublishResult, VersionSummary } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../i18n/format-message.ts';
import { ConsoleProviders } from '../console-providers.tsx';
import { VERSIONS_SHOWN, VersionsPanel, type VersionsPanelProps } from './versions-panel.tsx';
import { VERSIONS_STRINGS } from './versions-strings.ts';

const zh = VERSIONS_STRINGS.zh;
const en = VERSIONS_STRINGS.en;
const RECORD = { collection: 'news', id: 'news-2026-11-pig-barn' };
const VERSIONS_PATH = withParams(ADMIN_PATHS.contentVersions, RECORD);
const DIFF_PATH = withParams(ADMIN_PATHS.contentDiff, RECORD);
const restorePath = (number: number) => withParams(ADMIN_PATHS.contentRestore, { ...RECORD, number });

/** Newest first, as the API answers. */
const VERSIONS: VersionSummary[] = [
  {
    number: 4,
    source: 'restore',
    published: true,
    actor: 'account:acc-0001',
    actorName: '李发布',
    // Beijing's date moves on at 16:00 UTC.
    at: '2026-11-25T16:05:09.000Z',
  },
  {
    number: 3,
    source: 'console',
    published: false,
    actor: 'token:tok-0002',
    actorName: null,
    at: '2026-11-24T08:30:00.000Z',
  },
  {
    number: 2,
    source: 'console',
    published: true,
    actor: 'account:acc-0003',
    actorName: '王编辑',
    at: '2026-11-20T01:00:00.000Z',
  },
  { number: 1, source: 'import', published: true, actor: 'cli', actorName: null, at: '2026-11-01T00:00:00.000Z' },
];

const CHANGES: FieldChange[] = [
  { path: 'date', kind: 'changed', before: '2026-11-19', after: '2026-11-20' },
  { path: 'zh.title', kind: 'changed', before: '猪舍建成', after: '新猪舍建成投产' },
  { path: 'zh.attachments[1].file', kind: 'added', before: null, after: '/media/files/report.pdf' },
  { path: 'en.summary', kind: 'removed', before: 'A new barn.', after: null },
  { path: 'en.sort', kind: 'changed', before: 3, after: 10 },
  { path: 'en.sample', kind: 'changed', before: false, after: true },
  { path: 'en.tags', kind: 'added', before: null, after: [] },
];

const json = (status: number, body: unknown, code?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(code ? { 'x-error-code': code } : {}) },
  });
const ok = (data: unknown) => json(200, { code: 200, msg: 'ok', data });

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * The API stubbed by what is asked: the versions list, a diff (its changes by from/to), a restore
 * answered as given. Every call is kept.
 */
function stubApi({
  versions = VERSIONS,
  changes = () => CHANGES,
  restore = () => ok({ version: 5, published: true }),
}: {
  versions?: VersionSummary[] | (() => VersionSummary[]);
  changes?: (from: number, to: number) => FieldChange[];
  restore?: () => Response;
} = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const url = new URL(path, 'http://localhost');
      const method = String(init.method);
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET' && url.pathname === VERSIONS_PATH)
        return ok({ list: typeof versions === 'function' ? versions() : versions });
      if (method === 'GET' && url.pathname === DIFF_PATH) {
        const from = Number(url.searchParams.get('from'));
        const to = Number(url.searchParams.get('to'));
        return ok({ from, to, changes: changes(from, to) });
      }
      if (method === 'POST' && url.pathname.endsWith('/restore')) return restore();
      throw new Error(`unexpected call ${method} ${path}`);
    }),
  );
  return calls;
}

const diffQueries = (calls: Call[]) =>
  calls.filter((c) => c.url.pathname === DIFF_PATH).map((c) => Object.fromEntries(c.url.searchParams));

function show(props: Partial<VersionsPanelProps> = {}, lang: 'zh' | 'en' = 'zh') {
  localStorage.setItem('muyuan-admin-lang', lang);
  const onRestored = vi.fn<(result: PublishResult) => void>();
  const all: VersionsPanelProps = { ...RECORD, latest: 4, canRestore: true, onRestored, ...props };
  const view = render(
    <ConsoleProviders>
      <VersionsPanel {...all} />
    </ConsoleProviders>,
  );
  const rerender = (next: Partial<VersionsPanelProps>) =>
    view.rerender(
      <ConsoleProviders>
        <VersionsPanel {...all} {...next} />
      </ConsoleProviders>,
    );
  return { onRestored, rerender };
}

/** The versions list as the person reads it: number, what, who, when. */
async function versionRows() {
  await screen.findByTestId('version-1');
  return VERSIONS.map((v) => screen.getByTestId(`version-${v.number}`)).map((row) =>
    [...row.querySelectorAll('th, td')].slice(0, 4).map((cell) => cell.textContent?.trim()),
  );
}

/** The diff table as read: group headings, and each field's name, path, kind, before and after. */
async function diffRows() {
  const table = await screen.findByTestId('diff-table');
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    row.classList.contains('diff-group-head')
      ? row.textContent
      : [
          row.querySelector('.diff-field-name')?.textContent,
          row.querySelector('.diff-path')?.textContent,
          ...[...row.querySelectorAll('td')].map((cell) => cell.textContent),
        ],
  );
}

/** What the alerts say (each FormError stays in the page, empty until it speaks). */
const alertText = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent)
    .join('');

describe('the versions panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the versions the API answers: number, what, who, when in Beijing time, the newest marked', async () => {
    const calls = stubApi();
    show();
    expect(await versionRows()).toEqual([
      [`版本 4${zh.latestMark}`, zh.sourceRestore, '李发布', '2026-11-26 00:05'],
      [`版本 3`, `${zh.sourceConsole}${zh.unpublishedMark}`, 'API 令牌 tok-0002', '2026-11-24 16:30'],
      [`版本 2`, zh.sourceConsole, '王编辑', '2026-11-20 09:00'],
      [`版本 1`, zh.sourceImport, '命令行工具', '2026-11-01 08:00'],
    ]);
    expect(screen.getByTestId('version-4').querySelector('time')).toHaveAttribute('datetime', VERSIONS[0]?.at);
    expect(screen.getByRole('table', { name: formatMessage('zh', zh.versionsCaption, { count: 4 }) })).toBeVisible();
    expect(calls[0]?.url.pathname).toBe(VERSIONS_PATH);
    // The oldest has no version before it to compare with.
    expect(within(screen.getByTestId('version-1')).queryByRole('button', { name: /改动/ })).toBeNull();
  });

  it('compares the latest with the one before by default: the fields by language, in words, kinds marked', async () => {
    const calls = stubApi();
    show();
    expect(await diffRows()).toEqual([
      zh.groupCommon,
      ['日期', 'date', zh.kindChanged, '2026-11-19', '2026-11-20'],
      zh.groupZh,
      ['标题', 'zh.title', zh.kindChanged, '猪舍建成', '新猪舍建成投产'],
      ['附件 › 第 2 项 › 文件', 'zh.attachments[1].file', zh.kindAdded, `—${zh.none}`, '/media/files/report.pdf'],
      zh.groupEn,
      ['摘要', 'en.summary', zh.kindRemoved, 'A new barn.', `—${zh.none}`],
      ['排序', 'en.sort', zh.kindChanged, '3', '10'],
      ['示例内容（名称为占位）', 'en.sample', zh.kindChanged, zh.no, zh.yes],
      ['tags', 'en.tags', zh.kindAdded, `—${zh.none}`, '[]'],
    ]);
    expect(diffQueries(calls)).toEqual([{ from: '3', to: '4' }]);
    expect(screen.getByTestId('diff-summary')).toHaveTextContent(
      formatMessage('zh', zh.diffCaption, { from: 3, to: 4, count: CHANGES.length }),
    );
    const table = screen.getByTestId('diff-table');
    expect(
      within(table).getByRole('columnheader', { name: formatMessage('zh', zh.colBefore, { n: 3 }) }),
    ).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: formatMessage('zh', zh.colAfter, { n: 4 }) })).toBeVisible();
    expect(screen.getByLabelText(zh.compareFrom)).toHaveValue('3');
    expect(screen.getByLabelText(zh.compareTo)).toHaveValue('4');
  });

  it('sends the chosen versions as from and to; the same version twice is not asked for; a row shows its own changes', async () => {
    const calls = stubApi({ changes: (from) => (from === 1 ? [] : CHANGES) });
    show();
    await screen.findByTestId('diff-table');

    fireEvent.change(screen.getByLabelText(zh.compareFrom), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByTestId('diff-summary')).toHaveTextContent(zh.noDifferences));
    expect(screen.queryByTestId('diff-table')).toBeNull();

    fireEvent.change(screen.getByLabelText(zh.compareTo), { target: { value: '1' } });
    expect(screen.getByTestId('diff-summary')).toHaveTextContent(zh.compareSame);
    expect(diffQueries(calls)).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(zh.compareTo), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: zh.compareSwapLabel }));
    await waitFor(() => expect(diffQueries(calls)).toHaveLength(4));

    fireEvent.click(screen.getByRole('button', { name: formatMessage('zh', zh.showChangesOf, { n: 3 }) }));
    await waitFor(() => expect(diffQueries(calls)).toHaveLength(5));
    expect(diffQueries(calls)).toEqual([
      { from: '3', to: '4' },
      { from: '1', to: '4' },
      { from: '1', to: '2' },
      { from: '2', to: '1' },
      { from: '2', to: '3' },
    ]);
    expect(screen.getByLabelText(zh.compareFrom)).toHaveValue('2');
    expect(screen.getByLabelText(zh.compareTo)).toHaveValue('3');
    expect(document.activeElement).toHaveTextContent(zh.compareTitle);
    expect(await screen.findByTestId('diff-table')).toBeVisible();
  });

  it('marks the changed lines of a long text, each side in its own block', async () => {
    const before = '第一段。\n\n第二段，旧的说法。\n\n第三段。';
    const after = '第一段。\n\n第二段，新的说法。\n\n第三段。\n\n第四段。';
    stubApi({ changes: () => [{ path: 'zh.body', kind: 'changed', before, after }] });
    show();
    const table = await screen.findByTestId('diff-table');
    const [was, now] = [...table.querySelectorAll('.diff-long')];
    // One block per line, an empty line kept as a space.
    expect(was?.textContent).toBe(
      before
        .split('\n')
        .map((line) => line || '\u00a0')
        .join(''),
    );
    expect([...(was?.querySelectorAll('del') ?? [])].map((d) => d.textContent)).toEqual(['第二段，旧的说法。']);
    expect([...(now?.querySelectorAll('ins') ?? [])].map((d) => d.textContent)).toEqual([
      '第二段，新的说法。',
      '\u00a0',
      '第四段。',
    ]);
    expect(was).toHaveAttribute('tabindex', '0');
  });

  it('restores a version after its confirmation, naming the latest version as its base', async () => {
    let list = VERSIONS;
    const calls = stubApi({ versions: () => list });
    const { onRestored, rerender } = show();
    fireEvent.click(await screen.findByRole('button', { name: formatMessage('zh', zh.restoreOf, { n: 2 }) }));
    expect(screen.getByText(formatMessage('zh', zh.restoreConfirm, { n: 2 }))).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: zh.restoreYes }));

    await waitFor(() => expect(onRestored).toHaveBeenCalledWith({ version: 5, published: true }));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe(restorePath(2));
    expect(post?.body).toEqual({ baseVersion: 4 });
    expect(screen.getByTestId('versions-status')).toHaveTextContent(formatMessage('zh', zh.restored, { n: 2, m: 5 }));
    expect(screen.queryByRole('button', { name: zh.restoreYes })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: formatMessage('zh', zh.restoreOf, { n: 2 }) }),
      ),
    );

    // The editor reads the record again: the new latest version is listed, and compared with the one before.
    list = [{ ...VERSIONS[0], number: 5, source: 'restore', published: true } as VersionSummary, ...VERSIONS];
    rerender({ latest: 5 });
    expect(await screen.findByTestId('version-5')).toHaveTextContent(zh.latestMark);
    expect(screen.getByTestId('version-4')).not.toHaveTextContent(zh.latestMark);
    await waitFor(() => expect(diffQueries(calls).at(-1)).toEqual({ from: '4', to: '5' }));
    expect(screen.getByRole('button', { name: formatMessage('zh', zh.restoreOf, { n: 4 }) })).toBeVisible();
  });

  it('warns that restoring an unpublishing version unpublishes, and says so when done', async () => {
    stubApi({ restore: () => ok({ version: 5, published: false }) });
    const { onRestored } = show();
    fireEvent.click(await screen.findByRole('button', { name: formatMessage('zh', zh.restoreOf, { n: 3 }) }));
    expect(screen.getByText(formatMessage('zh', zh.restoreConfirmUnpublish, { n: 3 }))).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: zh.restoreYes }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith({ version: 5, published: false }));
    expect(screen.getByTestId('versions-status')).toHaveTextContent(
      formatMessage('zh', zh.restoredUnpublished, { n: 3, m: 5 }),
    );
  });

  it("shows the server's words when the record changed meanwhile (409), and lists the versions again", async () => {
    const message = '这条内容已被他人修改，请查看差异后再发布';
    const calls = stubApi({ restore: () => json(409, { code: 409, msg: message, data: null }, 'stale_base') });
    const { onRestored } = show({ latest: 3 });
    fireEvent.click(await screen.findByRole('button', { name: formatMessage('zh', zh.restoreOf, { n: 1 }) }));
    fireEvent.click(screen.getByRole('button', { name: zh.restoreYes }));
    await waitFor(() => expect(alertText()).toBe(message));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ baseVersion: 3 });
    expect(onRestored).not.toHaveBeenCalled();
    expect(screen.getByTestId('versions-status')).toBeEmptyDOMElement();
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === VERSIONS_PATH)).toHaveLength(2));
    // The confirmation stays, with the refusal under it, until the person closes it.
    expect(screen.getByRole('button', { name: zh.restoreYes })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: zh.cancel }));
    expect(alertText()).toBe('');
    expect(screen.queryByRole('button', { name: zh.restoreYes })).toBeNull();
  });

  it('offers no restore without the right to publish, and none on the latest version', async () => {
    stubApi();
    show({ canRestore: false });
    await screen.findByTestId('version-1');
    expect(screen.queryByRole('button', { name: /恢复/ })).toBeNull();
    expect(screen.getByRole('button', { name: formatMessage('zh', zh.showChangesOf, { n: 4 }) })).toBeVisible();
    expect(screen.getByText(zh.versionsHint)).toBeVisible();
    expect(screen.queryByText(zh.versionsHintRestore, { exact: false })).toBeNull();
  });

  it('restores only earlier versions', async () => {
    stubApi();
    show();
    await screen.findByTestId('version-1');
    expect(screen.getByText(`${zh.versionsHint}${zh.versionsHintRestore}`)).toBeVisible();
    expect(within(screen.getByTestId('version-4')).queryByRole('button', { name: /恢复/ })).toBeNull();
    for (const n of [3, 2, 1])
      expect(screen.getByRole('button', { name: formatMessage('zh', zh.restoreOf, { n }) })).toBeVisible();
  });

  it('has nothing to compare with a single version', async () => {
    const calls = stubApi({ versions: [VERSIONS[3] as VersionSummary] });
    show({ latest: 1 });
    expect(await screen.findByText(zh.compareOnlyOne)).toBeVisible();
    expect(screen.getByTestId('version-1')).toHaveTextContent(zh.latestMark);
    expect(diffQueries(calls)).toEqual([]);
  });

  it('shows the newest versions first, all of them on asking', async () => {
    const many = Array.from({ length: VERSIONS_SHOWN + 3 }, (_, i) => ({
      ...(VERSIONS[2] as VersionSummary),
      number: VERSIONS_SHOWN + 3 - i,
    }));
    stubApi({ versions: many });
    show({ latest: many.length });
    await screen.findByTestId(`version-${many.length}`);
    expect(screen.queryByTestId('version-1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: formatMessage('zh', zh.showAll, { n: many.length }) }));
    expect(screen.getByTestId('version-1')).toBeVisible();
  });

  it('speaks English in English: the groups, the item numbers, the kinds', async () => {
    stubApi();
    show({}, 'en');
    const rows = await diffRows();
    expect(rows).toContain(en.groupEn);
    expect(rows).toContainEqual([
      'Attachments › item 2 › File',
      'zh.attachments[1].file',
      en.kindAdded,
      `—${en.none}`,
      '/media/files/report.pdf',
    ]);
    expect(await versionRows()).toContainEqual(['Version 1', en.sourceImport, 'Command line', '2026-11-01 08:00']);
  });

  it("shows the server's words when the list cannot be read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { code: 404, msg: '没有这条内容', data: null }, 'unknown_record')),
    );
    show();
    await waitFor(() => expect(alertText()).toBe('没有这条内容'));
    expect(screen.queryByText(zh.loadingVersions)).toBeNull();
  });
});
