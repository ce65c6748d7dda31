import type { RecordSummary } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../i18n/format-message.ts';
import { ConsoleProviders } from '../console-providers.tsx';
import type { CollectionSummary } from './content-home.tsx';
import { LIST_STRINGS } from './list-strings.ts';
import { RECORD_LIST_PAGE_SIZE, type RecordPage } from './record-list.tsx';
import { TranslationsPage } from './translations-page.tsx';

const s = LIST_STRINGS.zh;
const ME: Me = { id: 'e1', name: '王编辑', roles: ['editor'], via: 'session', stepUpUntil: null };

const summary = (collection: string, over: Partial<CollectionSummary> = {}): CollectionSummary => ({
  collection,
  file: `data/${collection}.yaml`,
  single: false,
  records: 10,
  published: 10,
  englishMissing: 0,
  englishOlder: 0,
  ...over,
});

const record = (id: string, over: Partial<RecordSummary> = {}): RecordSummary => ({
  id,
  title: { zh: `标题 ${id}`, en: null },
  published: true,
  drafts: 0,
  english: 'missing',
  version: 2,
  updatedBy: '王编辑',
  updatedAt: '2026-11-25T04:40:29.000Z',
  ...over,
});

const pageOf = (list: RecordSummary[], total = list.length): RecordPage => ({
  list,
  total,
  page: 1,
  pageSize: RECORD_LIST_PAGE_SIZE,
});

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The API stubbed: the collections list, and each collection's records by `<collection>?<english>`.
 * Every records request is kept as `<collection> <query>`.
 */
function stubApi(collections: CollectionSummary[], pages: Record<string, RecordPage>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      if (url.pathname === ADMIN_PATHS.contentCollections) return ok({ list: collections });
      const collection = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      expect(url.pathname).toBe(withParams(ADMIN_PATHS.contentRecords, { collection }));
      asked.push(`${collection} ${url.searchParams}`);
      const page = pages[`${collection}?${url.searchParams.get('english')}`];
      if (!page) throw new Error(`unexpected call ${path}`);
      return ok(page);
    }),
  );
  return asked;
}

const show = () =>
  render(
    <ConsoleProviders>
      <TranslationsPage me={ME} />
    </ConsoleProviders>,
  );

/** A gap table's rows as read: Chinese title (and English title for "older"), id, time. */
const rowsOf = (gap: HTMLElement) =>
  [...gap.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()),
  );

describe('the translations screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists, collection by collection, the records whose English is missing or older', async () => {
    const manyMissing = Array.from({ length: RECORD_LIST_PAGE_SIZE }, (_, i) => record(`news-${i + 1}`));
    const asked = stubApi(
      [
        summary('site', { single: true, records: 1, englishOlder: 1 }),
        summary('news', { records: 200, englishMissing: 62, englishOlder: 1 }),
        // Chinese only: the server never counts its English.
        summary('notices', { records: 3000 }),
        summary('partners'),
      ],
      {
        'site?older': pageOf([record('site', { title: { zh: '站点设置', en: 'Site settings' }, english: 'older' })]),
        'news?missing': pageOf(manyMissing, 62),
        'news?older': pageOf([
          record('news-pig', {
            title: { zh: '猪舍', en: 'Barns' },
            english: 'older',
            updatedAt: '2026-11-24T16:05:00.000Z',
          }),
        ]),
      },
    );
    show();

    const news = await screen.findByTestId('gaps-news');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['站点设置', '新闻']);
    expect(screen.queryByTestId('gaps-notices')).toBeNull();
    expect(screen.queryByTestId('gaps-partners')).toBeNull();

    const missing = within(news).getByTestId('gap-news-missing');
    expect(within(missing).getByRole('heading', { level: 3 })).toHaveTextContent(
      formatMessage('zh', s.groupMissing, { n: 62 }),
    );
    expect(rowsOf(missing)).toHaveLength(RECORD_LIST_PAGE_SIZE);
    expect(rowsOf(missing)[0]).toEqual(['标题 news-1', 'news-1', '2026-11-25 12:40']);
    expect(within(missing).getByRole('link', { name: '标题 news-1' })).toHaveAttribute('href', '#/content/news/news-1');
    // More than a page: the rest are in the list, filtered.
    const more = within(missing).getByRole('link', {
      name: formatMessage('zh', s.andMoreMissing, { name: '新闻', count: 12 }),
    });
    expect(more).toHaveTextContent(formatMessage('zh', s.andMore, { n: 12 }));
    expect(more).toHaveAttribute('href', '#/content/news?english=missing');

    const older = within(news).getByTestId('gap-news-older');
    expect(within(older).getByRole('heading', { level: 3 })).toHaveTextContent(
      formatMessage('zh', s.groupOlder, { n: 1 }),
    );
    expect(rowsOf(older)).toEqual([['猪舍', 'Barns', 'news-pig', '2026-11-25 00:05']]);
    expect(within(older).queryByText(formatMessage('zh', s.andMore, { n: 0 }))).toBeNull();

    const site = screen.getByTestId('gaps-site');
    // The heading and the record: a single collection is its one record.
    expect(
      within(site)
        .getAllByRole('link', { name: '站点设置' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#/content/site/site', '#/content/site/site']);
    expect(within(news).getByRole('link', { name: '新闻' })).toHaveAttribute('href', '#/content/news');
    expect(within(site).queryByTestId('gap-site-missing')).toBeNull();

    expect(screen.getByRole('status')).toHaveTextContent(
      formatMessage('zh', s.translationsCount, { missing: 62, older: 2 }),
    );
    expect(screen.getByText(s.olderHint)).toBeVisible();
    // Only the gaps the counts announce, 50 a page; nothing asked of the complete or Chinese-only collections.
    const query = (english: string) => `page=1&pageSize=${RECORD_LIST_PAGE_SIZE}&english=${english}`;
    expect(asked.sort()).toEqual([`news ${query('missing')}`, `news ${query('older')}`, `site ${query('older')}`]);
  });

  it('says so when every English is up to date, asking for no records', async () => {
    const asked = stubApi([summary('news'), summary('notices')], {});
    show();
    expect(await screen.findByText(s.translationsDone)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 403, msg: '您的角色无权执行此操作', data: null }), {
            status: 403,
            headers: { 'content-type': 'application/json', 'x-error-code': 'forbidden' },
          }),
      ),
    );
    show();
    expect(await screen.findByText('您的角色无权执行此操作')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
