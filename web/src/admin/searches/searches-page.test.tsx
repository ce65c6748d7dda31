import type { SearchTally } from '@muyuan/contract/admin/search-tally';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from '../console-providers.tsx';
import { SearchesPage } from './searches-page.tsx';
import { SEARCHES_STRINGS } from './searches-strings.ts';

const s = SEARCHES_STRINGS.zh;

const THIS_WEEK: SearchTally = {
  weeks: [
    { week: '2026-W48', from: '2026-11-23', to: '2026-11-29' },
    { week: '2026-W47', from: '2026-11-16', to: '2026-11-22' },
    { week: '2026-W45', from: '2026-11-02', to: '2026-11-08' },
  ],
  week: { week: '2026-W48', from: '2026-11-23', to: '2026-11-29' },
  searches: 12_345,
  nothing: [
    { query: '猪肉价格 2026', lang: 'zh', count: 1_204 },
    { query: 'vacancies', lang: 'en', count: 7 },
  ],
  documentsOnly: [{ query: '沼气发电', lang: 'zh', count: 31 }],
  other: { nothing: 3, documentsOnly: 0 },
};

const LAST_WEEK: SearchTally = {
  ...THIS_WEEK,
  week: { week: '2026-W47', from: '2026-11-16', to: '2026-11-22' },
  searches: 40,
  nothing: [],
  documentsOnly: [{ query: 'esg report', lang: 'en', count: 2 }],
  other: { nothing: 0, documentsOnly: 0 },
};

/** The API stubbed with answers in order; every call's address is kept. */
function stubApi(...answers: SearchTally[]) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      urls.push(new URL(path, 'http://localhost'));
      const data = answers.shift();
      if (!data) throw new Error(`unexpected call ${path}`);
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

const show = () =>
  render(
    <ConsoleProviders>
      <SearchesPage />
    </ConsoleProviders>,
  );

/** A list's rows as the person reads them: the search (and where its link goes), language, count. */
function rowsOf(title: string) {
  const list = screen.getByRole('region', { name: title });
  return within(list)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => {
      const link = within(row).getByRole('link');
      const cells = within(row).getAllByRole('cell');
      return [link.textContent, link.getAttribute('href'), cells[0]?.textContent, cells[1]?.textContent];
    });
}

describe('searches that found nothing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows this week's two lists as the API answers them, each search opening the public search", async () => {
    const urls = stubApi(THIS_WEEK);
    show();
    await screen.findByRole('region', { name: s.nothingTitle });
    expect(urls.map((u) => u.pathname)).toEqual(['/api/admin/v1/search-tally']);
    expect(urls[0]?.search).toBe('');
    expect(rowsOf(s.nothingTitle)).toEqual([
      ['猪肉价格 2026', '/#/search?keyword=%E7%8C%AA%E8%82%89%E4%BB%B7%E6%A0%BC+2026', '中文', '1,204'],
      ['vacancies', '/en/#/search?keyword=vacancies', '英文', '7'],
    ]);
    expect(rowsOf(s.documentsTitle)).toEqual([
      ['沼气发电', '/#/search?keyword=%E6%B2%BC%E6%B0%94%E5%8F%91%E7%94%B5', '中文', '31'],
    ]);
    expect(screen.getByTestId('searches-total')).toHaveTextContent('本周共 12,345 次搜索');
    // The week's overflow is said under the list it belongs to, and only there.
    expect(within(screen.getByRole('region', { name: s.nothingTitle })).getByText(/另有 3 次搜索/)).toBeVisible();
    expect(within(screen.getByRole('region', { name: s.documentsTitle })).queryByText(/另有/)).toBeNull();
    const options = within(screen.getByLabelText(s.week)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '本周（2026-11-23 至 11-29）',
      '上周（2026-11-16 至 11-22）',
      '2026 年第 45 周（2026-11-02 至 11-08）',
    ]);
  });

  it('asks for the week picked and shows its answer, an empty list said in words', async () => {
    const urls = stubApi(THIS_WEEK, LAST_WEEK);
    show();
    await screen.findByRole('region', { name: s.nothingTitle });
    fireEvent.change(screen.getByLabelText(s.week), { target: { value: '2026-W47' } });
    await waitFor(() => expect(screen.getByTestId('searches-total')).toHaveTextContent('该周共 40 次搜索'));
    expect(urls[1]?.searchParams.get('week')).toBe('2026-W47');
    expect(within(screen.getByRole('region', { name: s.nothingTitle })).getByText(s.empty)).toBeVisible();
    expect(rowsOf(s.documentsTitle)).toEqual([['esg report', '/en/#/search?keyword=esg+report', '英文', '2']]);
    expect((screen.getByLabelText(s.week) as HTMLSelectElement).value).toBe('2026-W47');
  });
});
