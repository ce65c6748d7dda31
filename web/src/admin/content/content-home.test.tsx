import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../i18n/format-message.ts';
import { ConsoleProviders } from '../console-providers.tsx';
import { type CollectionSummary, ContentHome } from './content-home.tsx';
import { LIST_STRINGS } from './list-strings.ts';

const s = LIST_STRINGS.zh;
const ME: Me = { id: 'v1', name: '赵查看', roles: ['viewer'], via: 'session', stepUpUntil: null };

const summary = (collection: string, over: Partial<CollectionSummary> = {}): CollectionSummary => ({
  collection,
  file: `data/${collection}.yaml`,
  single: false,
  records: 10,
  published: 9,
  englishMissing: 0,
  englishOlder: 0,
  ...over,
});

const LIST = [
  summary('site', { single: true, records: 1, published: 1, englishOlder: 1 }),
  summary('news', { records: 120, published: 112, englishMissing: 7, englishOlder: 3 }),
  summary('notices', { records: 3000, published: 2990 }),
  summary('partners', { file: 'data/partners.yaml', records: 0, published: 0 }),
];

/** The API stubbed with answers in order; every address asked is kept. */
function stubApi(...answers: Response[]) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call ${path}`);
      return answer;
    }),
  );
  return paths;
}

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const show = () =>
  render(
    <ConsoleProviders>
      <ContentHome me={ME} />
    </ConsoleProviders>,
  );

/** Each row as read: name, records, published, English missing, English older. */
async function tableRows() {
  const table = await screen.findByRole('table', { name: s.collectionsCaption });
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th a, td')].map((cell) => cell.textContent?.trim()),
  );
}

describe('the content home', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists every collection the API answered, with its counts', async () => {
    const paths = stubApi(ok({ list: LIST }));
    show();
    expect(await tableRows()).toEqual([
      ['站点设置', '1', '1', '0', '1'],
      ['新闻', '120', '112', '7', '3'],
      ['公告', '3000', '2990', '0', '0'],
      ['合作伙伴', '0', '0', '0', '0'],
    ]);
    expect(paths).toEqual([ADMIN_PATHS.contentCollections]);
    expect(screen.getByRole('status')).toHaveTextContent(formatMessage('zh', s.collectionsCount, { count: 4 }));
    // The seed file each comes from, and which are a single record.
    expect(screen.getByTestId('collection-news')).toHaveTextContent('data/news.yaml');
    expect(screen.getByTestId('collection-site')).toHaveTextContent(s.singleRecord);
    expect(screen.getByTestId('collection-news')).not.toHaveTextContent(s.singleRecord);
  });

  it('links each name to its records, a single collection straight to its one record', async () => {
    stubApi(ok({ list: LIST }));
    show();
    await tableRows();
    expect(screen.getByRole('link', { name: '新闻' })).toHaveAttribute('href', '#/content/news');
    expect(screen.getByRole('link', { name: '站点设置' })).toHaveAttribute('href', '#/content/site/site');
    expect(screen.getByRole('link', { name: '公告' })).toHaveAttribute('href', '#/content/notices');
  });

  it('links each English count above zero to the records it counts, and the translations with the total', async () => {
    stubApi(ok({ list: LIST }));
    show();
    await tableRows();
    expect(
      screen.getByRole('link', { name: formatMessage('zh', s.openMissing, { name: '新闻', count: 7 }) }),
    ).toHaveAttribute('href', '#/content/news?english=missing');
    expect(
      screen.getByRole('link', { name: formatMessage('zh', s.openOlder, { name: '新闻', count: 3 }) }),
    ).toHaveAttribute('href', '#/content/news?english=older');
    expect(
      screen.getByRole('link', { name: formatMessage('zh', s.openOlder, { name: '站点设置', count: 1 }) }),
    ).toHaveAttribute('href', '#/content/site/site');
    // Zeros are not links.
    expect(within(screen.getByTestId('collection-notices')).getAllByRole('link')).toHaveLength(1);
    const translations = screen.getByTestId('translations-link');
    expect(translations).toHaveTextContent(formatMessage('zh', s.translationsLink, { count: 11 }));
    expect(translations).toHaveAttribute('href', '#/translations');
  });

  it('says so when all English is up to date', async () => {
    stubApi(ok({ list: [summary('notices')] }));
    show();
    await tableRows();
    expect(screen.getByTestId('translations-link')).toHaveTextContent(s.translationsNone);
  });

  it("names the collections in English when the console speaks it, and shows the server's refusal", async () => {
    localStorage.setItem('muyuan-admin-lang', 'en');
    stubApi(ok({ list: LIST }));
    const first = show();
    const table = await screen.findByRole('table', { name: LIST_STRINGS.en.collectionsCaption });
    expect(within(table).getByRole('link', { name: 'Site settings' })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'News' })).toBeVisible();
    first.unmount();

    stubApi(
      new Response(JSON.stringify({ code: 403, msg: 'Your roles do not allow this', data: null }), {
        status: 403,
        headers: { 'content-type': 'application/json', 'x-error-code': 'forbidden' },
      }),
    );
    show();
    expect(await screen.findByText('Your roles do not allow this')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
