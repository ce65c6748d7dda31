import type { CollectionSchema, RecordSummary } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../i18n/format-message.ts';
import { ConsoleProviders } from '../console-providers.tsx';
import { NEW_RECORD } from '../hash-route.ts';
import { LIST_STRINGS } from './list-strings.ts';
import { contentListHref, RECORD_LIST_PAGE_SIZE, RecordList, type RecordPage } from './record-list.tsx';

const s = LIST_STRINGS.zh;
const EDITOR: Me = { id: 'e1', name: '王编辑', roles: ['editor'], via: 'session', stepUpUntil: null };
const VIEWER: Me = { id: 'v1', name: '赵查看', roles: ['viewer'], via: 'session', stepUpUntil: null };
const NEWS_PATH = withParams(ADMIN_PATHS.contentRecords, { collection: 'news' });

const schemaOf = (over: Partial<CollectionSchema> = {}): CollectionSchema => ({
  collection: 'news',
  single: false,
  idField: 'id',
  english: 'optional',
  schema: {},
  ...over,
});

function record(id: string, over: Partial<RecordSummary> = {}): RecordSummary {
  return {
    id,
    title: { zh: `标题 ${id}`, en: `Title ${id}` },
    published: true,
    drafts: 0,
    english: 'current',
    version: 3,
    updatedBy: '王编辑',
    updatedAt: '2026-11-25T04:40:29.000Z',
    ...over,
  };
}

const pageOf = (list: RecordSummary[], total = list.length, page = 1): RecordPage => ({
  list,
  total,
  page,
  pageSize: RECORD_LIST_PAGE_SIZE,
});

const json = (data: unknown, status = 200, code?: string) =>
  new Response(
    JSON.stringify({ code: status, msg: status === 200 ? 'ok' : String(data), data: status === 200 ? data : null }),
    {
      status,
      headers: { 'content-type': 'application/json', ...(code ? { 'x-error-code': code } : {}) },
    },
  );

/**
 * The API stubbed: the schema answers `schema`, each list request the next of `pages` (or 404). Every
 * list request's query is kept, in order.
 */
function stubApi(schema: CollectionSchema | null, ...pages: (RecordPage | { refused: string })[]) {
  const queries: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      if (url.pathname.startsWith(ADMIN_PATHS.contentSchema.replace(':collection', '')))
        return schema ? json(schema) : json('没有这个内容类型', 404, 'unknown_collection');
      queries.push(Object.fromEntries(url.searchParams));
      const next = pages.shift();
      if (!next) throw new Error(`unexpected call ${path}`);
      if ('refused' in next) return json(next.refused, 404, 'unknown_collection');
      return json(next);
    }),
  );
  return queries;
}

const show = (me: Me, props: { collection?: string; initialEnglish?: 'missing' | 'older' | 'current' } = {}) =>
  render(
    <ConsoleProviders>
      <RecordList me={me} collection={props.collection ?? 'news'} initialEnglish={props.initialEnglish} />
    </ConsoleProviders>,
  );

/** The table's rows as the person reads them, cell by cell. */
async function tableRows() {
  const table = await screen.findByTestId('records-table');
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()),
  );
}

/** Lets both answers (list and schema) land: what is absent is then absent for good. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const firstPage = { page: '1', pageSize: String(RECORD_LIST_PAGE_SIZE) };

describe("a collection's records", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the API's page as it answered, times in Beijing, each title linking to its editor", async () => {
    const list = [
      record('news-2026-11-pig-barn', { drafts: 2, english: 'older', version: 7 }),
      record('news-2026-10-feed', { title: { zh: '饲料', en: null }, published: false, english: 'missing' }),
      // A record that exists only as a draft: no version, no editor named yet.
      record('news-draft', { published: false, version: 0, updatedBy: null, drafts: 1, english: 'missing' }),
      record('news-zh', { title: { zh: null, en: null }, english: null, updatedAt: '2026-11-24T16:05:09.000Z' }),
    ];
    const queries = stubApi(schemaOf(), pageOf(list, 104));
    show(EDITOR);
    expect(await tableRows()).toEqual([
      [
        'news-2026-11-pig-barn',
        '标题 news-2026-11-pig-barn',
        'Title news-2026-11-pig-barn',
        '已发布',
        '英文较旧',
        '2',
        '7',
        '王编辑 修改于 2026-11-25 12:40',
      ],
      ['news-2026-10-feed', '饲料', '—', '未发布', '缺少英文', '0', '3', '王编辑 修改于 2026-11-25 12:40'],
      ['news-draft', '标题 news-draft', 'Title news-draft', '仅有草稿', '缺少英文', '1', '—', '2026-11-25 12:40'],
      // No Chinese title: the id stands for it; no language blocks: English "not applicable". Beijing's day is the next.
      ['news-zh', 'news-zh', '—', '已发布', '不适用', '0', '3', '王编辑 修改于 2026-11-25 00:05'],
    ]);
    expect(screen.getByRole('link', { name: '标题 news-2026-11-pig-barn' })).toHaveAttribute(
      'href',
      '#/content/news/news-2026-11-pig-barn',
    );
    expect(screen.getByRole('link', { name: 'news-zh' })).toHaveAttribute('href', '#/content/news/news-zh');
    expect(screen.getByRole('status')).toHaveTextContent(formatMessage('zh', s.total, { count: 104 }));
    expect(screen.getByTestId('records-page')).toHaveTextContent(formatMessage('zh', s.pageOf, { page: 1, pages: 3 }));
    expect(
      screen.getByRole('table', { name: formatMessage('zh', s.recordsCaption, { name: '新闻', page: 1 }) }),
    ).toBeVisible();
    // The header: the collection's name, the way back, and "New record" for an editor.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('新闻');
    expect(screen.getByRole('link', { name: s.backToContent })).toHaveAttribute('href', '#/content');
    expect(within(screen.getByRole('navigation', { name: s.breadcrumb })).getByText('新闻')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('link', { name: s.newRecord })).toHaveAttribute(
      'href',
      `#/content/news/${NEW_RECORD}`,
    );
    expect(queries).toEqual([firstPage]);
  });

  it('sends the filters as the query, starts again from page 1, and clears them', async () => {
    const queries = stubApi(
      schemaOf(),
      pageOf([record('a')], 120),
      pageOf([record('b')], 120, 2),
      pageOf([]),
      pageOf([record('a')], 120),
    );
    show(EDITOR);
    await screen.findByTestId('record-a');
    fireEvent.click(screen.getByRole('button', { name: s.next }));
    await screen.findByTestId('record-b');

    fireEvent.change(screen.getByLabelText(s.search), { target: { value: '  猪舍 ' } });
    fireEvent.change(screen.getByLabelText(s.status), { target: { value: 'drafts' } });
    fireEvent.change(screen.getByLabelText(s.english), { target: { value: 'older' } });
    fireEvent.click(screen.getByRole('button', { name: s.apply }));
    expect(await screen.findByTestId('records-empty')).toHaveTextContent(s.emptyFiltered);
    expect(screen.getByRole('status')).toHaveTextContent(formatMessage('zh', s.totalFiltered, { count: 0 }));

    fireEvent.click(screen.getByRole('button', { name: s.clear }));
    await screen.findByTestId('record-a');
    expect(screen.getByLabelText(s.search)).toHaveValue('');
    expect(queries).toEqual([
      firstPage,
      { ...firstPage, page: '2' },
      { ...firstPage, q: '猪舍', status: 'drafts', english: 'older' },
      firstPage,
    ]);
  });

  it('pages forward and back, and stops at either end', async () => {
    const queries = stubApi(
      schemaOf(),
      pageOf([record('a')], 51),
      pageOf([record('z')], 51, 2),
      pageOf([record('a')], 51),
    );
    show(EDITOR);
    await screen.findByTestId('record-a');
    expect(screen.getByRole('button', { name: s.previous })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: s.next }));
    await screen.findByTestId('record-z');
    expect(screen.getByTestId('records-page')).toHaveTextContent(formatMessage('zh', s.pageOf, { page: 2, pages: 2 }));
    expect(screen.getByRole('button', { name: s.next })).toBeDisabled();
    // The next button is disabled now: the focus moved to the new page's table rather than being lost.
    await waitFor(() => expect(screen.getByTestId('records-table')).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: s.previous }));
    await screen.findByTestId('record-a');
    expect(queries.map((q) => q.page)).toEqual(['1', '2', '1']);
  });

  it("starts from the English filter the address gave (the counts' links)", async () => {
    const queries = stubApi(schemaOf(), pageOf([record('a', { english: 'missing' })]));
    show(EDITOR, { initialEnglish: 'missing' });
    await screen.findByTestId('record-a');
    expect(screen.getByLabelText(s.english)).toHaveValue('missing');
    expect(screen.getByRole('status')).toHaveTextContent(formatMessage('zh', s.totalFiltered, { count: 1 }));
    expect(queries).toEqual([{ ...firstPage, english: 'missing' }]);
    expect(contentListHref('news', 'missing')).toBe('#/content/news?english=missing');
    expect(contentListHref('news')).toBe('#/content/news');
  });

  it('offers "New record" only to those who write, and never for a single record', async () => {
    stubApi(schemaOf(), pageOf([record('a')]));
    const viewer = show(VIEWER);
    await screen.findByTestId('record-a');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    await settle();
    expect(screen.queryByRole('link', { name: s.newRecord })).toBeNull();
    viewer.unmount();

    stubApi(schemaOf({ collection: 'site', single: true, english: 'required' }), pageOf([record('site')]));
    show(EDITOR, { collection: 'site' });
    await screen.findByTestId('record-site');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    await settle();
    expect(screen.queryByRole('link', { name: s.newRecord })).toBeNull();
  });

  it('offers no English filter for Chinese-only content', async () => {
    stubApi(schemaOf({ collection: 'notices', english: 'none' }), pageOf([record('n1', { english: null })]));
    show(EDITOR, { collection: 'notices' });
    await screen.findByTestId('record-n1');
    await waitFor(() => expect(screen.queryByLabelText(s.english)).toBeNull());
    expect(screen.getByLabelText(s.status)).toBeVisible();
  });

  it("shows the server's words for an unknown collection", async () => {
    const queries = stubApi(null, { refused: '没有这个内容类型' });
    show(EDITOR, { collection: 'nothing' });
    expect(await screen.findByText('没有这个内容类型')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('records-table')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('nothing');
    expect(queries).toEqual([firstPage]);
    expect(vi.mocked(fetch).mock.calls.map(([path]) => new URL(String(path), 'http://localhost').pathname)).toContain(
      withParams(ADMIN_PATHS.contentRecords, { collection: 'nothing' }),
    );
  });

  it('speaks English when the console does', async () => {
    localStorage.setItem('muyuan-admin-lang', 'en');
    const en = LIST_STRINGS.en;
    stubApi(schemaOf(), pageOf([record('a', { english: 'older', drafts: 1 })], 1));
    show(EDITOR);
    expect(await tableRows()).toEqual([
      ['a', '标题 a', 'Title a', en.published, en.cellOlder, '1', '3', 'by 王编辑 at 2026-11-25 12:40'],
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News');
    expect(screen.getByRole('status')).toHaveTextContent(formatMessage('en', en.total, { count: 1 }));
    expect(vi.mocked(fetch).mock.calls.some(([path]) => String(path).startsWith(NEWS_PATH))).toBe(true);
  });
});
