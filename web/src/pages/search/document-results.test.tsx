import { API_PATHS } from '@muyuan/contract/api-paths';
import type { DocumentSearch, SearchHit } from '@muyuan/contract/search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveRoute } from '../../routing/resolve-route.ts';
import { renderIn } from '../../test-utils.tsx';
import { DocumentResults } from './document-results.tsx';
import SearchPage from './search.page.tsx';

/** A searchDocuments answer for "饲料 配方": an announcement, an annual report read by OCR, a CSR report with a year only. */
const ANSWER: DocumentSearch = {
  list: [
    {
      title: '关于饲料业务的公告',
      kind: 'announcement',
      publishDate: '2024-03-18',
      year: 2024,
      file: '/media/files/notices/2024-feed.pdf',
      fileLang: 'zh',
      ocr: false,
      pages: [
        { page: 3, snippet: '本公司饲料产能扩大，配方调整后', route: '/media/files/notices/2024-feed.pdf#page=3' },
        { page: 12, snippet: '饲料原料采购', route: '/media/files/notices/2024-feed.pdf#page=12' },
      ],
      score: 9,
    },
    {
      title: '2023 Annual Report',
      kind: 'periodicReport',
      publishDate: '2024-04-20',
      year: 2023,
      file: '/media/files/reports/2023-annual-en.pdf',
      fileLang: 'en',
      ocr: true,
      pages: [
        { page: 41, snippet: 'Feed formula costs fell', route: '/media/files/reports/2023-annual-en.pdf#page=41' },
      ],
      score: 5,
    },
    {
      title: '2022年度社会责任报告',
      kind: 'responsibilityReport',
      publishDate: null,
      year: 2022,
      file: '/media/files/reports/2022-esg-report.pdf',
      fileLang: 'zh',
      ocr: false,
      pages: [],
      score: 1,
    },
  ],
  total: 12,
  pageNum: 1,
  pageSize: 5,
  kinds: [
    { kind: 'announcement', count: 7 },
    { kind: 'periodicReport', count: 4 },
    { kind: 'responsibilityReport', count: 1 },
    { kind: 'other', count: 0 },
  ],
  years: [
    { year: 2024, count: 9 },
    { year: 2022, count: 3 },
  ],
};

const PAGE_HITS = { list: [] as SearchHit[], total: 0, pageNum: 1, pageSize: 10 };

/** Answers searchDocuments with `documents` (or the error), searchKey with no hits; keeps the URLs asked. */
function stubApi(documents: DocumentSearch | { error: string }) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://site');
      asked.push(url);
      if (url.pathname === API_PATHS.searchDocuments) {
        if ('error' in documents)
          return new Response(JSON.stringify({ code: 400, msg: documents.error }), { status: 400 });
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: documents }));
      }
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: PAGE_HITS }));
    }),
  );
  return asked;
}

const KEYWORD = '饲料 配方';
const query = (extra = '') => new URLSearchParams(`keyword=${encodeURIComponent(KEYWORD)}&page=2${extra}`);
const renderResults = (lang: 'zh' | 'en', extra = '') =>
  renderIn(
    lang,
    <DocumentResults keyword={KEYWORD} terms={['配方', '饲料']} query={query(extra)} headingId="documents" />,
  );
const marked = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((m) => m.textContent);
/** A link's href as the hash router writes it, decoded for reading. */
const href = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href') ?? '');

afterEach(() => {
  vi.unstubAllGlobals();
  location.hash = '';
});

describe('the documents group of the search page', () => {
  it('shows each document with its kind, date or year, and its pages opening the PDF there, in Chinese', async () => {
    stubApi(ANSWER);
    renderResults('zh');
    const heading = await screen.findByRole('heading', { level: 2, name: /文档/ });
    expect(heading.textContent).toBe('文档共 12 份');
    const hits = screen.getAllByRole('listitem').filter((li) => li.classList.contains('document-hit'));
    expect(hits.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '关于饲料业务的公告 PDF（在新标签页打开）',
      '2023 Annual Report PDF（在新标签页打开）',
      '2022年度社会责任报告 PDF（在新标签页打开）',
    ]);
    const [notice, annual, csr] = hits as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(notice).getByText('公告')).toBeTruthy();
    expect(within(notice).getByText('2024-03-18').tagName).toBe('TIME');
    expect(within(csr).getByText('社会责任报告')).toBeTruthy();
    expect(within(csr).getByText('2022 年')).toBeTruthy();

    const pages = within(notice).getAllByRole('link', { name: /^第 \d+ 页/ });
    expect(pages.map((a) => a.getAttribute('href'))).toEqual([
      '/media/files/notices/2024-feed.pdf#page=3',
      '/media/files/notices/2024-feed.pdf#page=12',
    ]);
    expect(pages[0]).toHaveAccessibleName('第 3 页 本公司饲料产能扩大，配方调整后 PDF（在新标签页打开）');
    expect(pages.every((a) => a.getAttribute('target') === '_blank')).toBe(true);
    expect(marked(pages[0] as HTMLElement)).toEqual(['饲料', '配方']);
    expect(within(csr).queryAllByRole('link', { name: /^第/ })).toHaveLength(0);

    // The OCR note on the scanned report; an English PDF in Chinese results is said to be one.
    expect(within(annual).getByText('OCR 识别')).toBeTruthy();
    expect(within(annual).getByText('英文 PDF')).toBeTruthy();
    expect(within(notice).queryByText('OCR 识别')).toBeNull();
    expect(within(notice).queryByText('中文 PDF')).toBeNull();
  });

  it('writes pages as "p. 12" in English and says which PDFs are in Chinese', async () => {
    stubApi(ANSWER);
    renderResults('en');
    const heading = await screen.findByRole('heading', { level: 2, name: /Documents/ });
    expect(heading.textContent).toBe('Documents12 documents');
    const page12 = screen.getByRole('link', { name: /^p\. 12 / });
    expect(page12.getAttribute('href')).toBe('/media/files/notices/2024-feed.pdf#page=12');
    expect(page12).toHaveAccessibleName('p. 12 饲料原料采购 PDF(opens in a new tab)');
    expect(marked(screen.getByRole('link', { name: /^p\. 41 / }))).toEqual([]);
    expect(screen.getAllByText('PDF in Chinese')).toHaveLength(2);
    expect(screen.queryByText('PDF in English')).toBeNull();
    expect(screen.getByText('Read by OCR')).toBeTruthy();
    const kinds = [...document.querySelectorAll('.document-kind')].map((k) => k.textContent);
    expect(kinds).toEqual(['Announcement', 'Periodic report', 'CSR report']);
    expect(screen.getAllByText('2022').some((e) => e.closest('.document-hit-meta'))).toBe(true);
  });

  it('asks for the kind, year and page the address names, and ignores values the API would refuse', async () => {
    const asked = stubApi(ANSWER);
    renderResults('zh', '&docKind=periodicReport&docYear=2024&docPage=2');
    await screen.findByText('文档');
    await waitFor(() => expect(asked.some((u) => u.pathname === API_PATHS.searchDocuments)).toBe(true));
    const call = asked.find((u) => u.pathname === API_PATHS.searchDocuments) as URL;
    expect(Object.fromEntries(call.searchParams)).toEqual({
      keyword: KEYWORD,
      pageNum: '2',
      pageSize: '5',
      kind: 'periodicReport',
      year: '2024',
    });

    vi.unstubAllGlobals();
    const again = stubApi(ANSWER);
    renderResults('zh', '&docKind=manual&docYear=24&docPage=-1');
    await waitFor(() => expect(again.some((u) => u.pathname === API_PATHS.searchDocuments)).toBe(true));
    const plain = again.find((u) => u.pathname === API_PATHS.searchDocuments) as URL;
    expect(Object.fromEntries(plain.searchParams)).toEqual({ keyword: KEYWORD, pageNum: '1', pageSize: '5' });
  });

  it('links each kind and year with its count, keeping the keyword and the page results, restarting the documents', async () => {
    stubApi(ANSWER);
    renderResults('zh', '&docYear=2024&docPage=3');
    const kinds = await screen.findByRole('navigation', { name: '类别' });
    const years = screen.getByRole('navigation', { name: '年份' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['全部', '公告 7', '定期报告 4', '社会责任报告 1']);
    expect(href(within(kinds).getByRole('link', { name: /定期报告/ }))).toBe(
      `#/search?keyword=${KEYWORD.replace(' ', '+')}&page=2&docYear=2024&docKind=periodicReport`,
    );
    expect(within(years).getByRole('link', { name: /2024/ })).toHaveAttribute('aria-current', 'page');
    expect(href(within(years).getByRole('link', { name: '全部' }))).toBe(
      `#/search?keyword=${KEYWORD.replace(' ', '+')}&page=2`,
    );
    expect(within(kinds).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages through the documents by the address, keeping the rest of the search', async () => {
    stubApi({ ...ANSWER, pageNum: 2 });
    renderResults('en', '&docPage=2');
    const pager = await screen.findByRole('navigation', { name: 'Pages of documents' });
    expect(within(pager).getByText('6–10 of 12')).toBeTruthy();
    expect(href(within(pager).getByRole('link', { name: /Next documents/ }))).toBe(
      `#/search?keyword=${KEYWORD.replace(' ', '+')}&page=2&docPage=3`,
    );
    expect(href(within(pager).getByRole('link', { name: /Previous documents/ }))).toContain('docPage=1');
  });

  it('says no document contains the keyword, and when filters are chosen, in both languages', async () => {
    const none = { ...ANSWER, list: [], total: 0, kinds: ANSWER.kinds.map((k) => ({ ...k, count: 0 })), years: [] };
    stubApi(none);
    renderResults('zh');
    expect(await screen.findByText(`没有文档包含“${KEYWORD}”`)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '类别' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: '文档翻页' })).toBeNull();

    vi.unstubAllGlobals();
    stubApi(none);
    renderResults('en', '&docKind=other');
    expect(await screen.findByText(`No document of the chosen kind and year contains “${KEYWORD}”`)).toBeTruthy();
    // The chosen kind stays on show so it can be undone.
    const kinds = screen.getByRole('navigation', { name: 'Type' });
    expect(within(kinds).getByRole('link', { name: /Other document/ })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the server's message with a retry when the search is refused", async () => {
    stubApi({ error: '关键词过长' });
    renderResults('zh');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('关键词过长');
    expect(within(alert).getByRole('button')).toBeTruthy();
  });

  it('is shown beside the page results on the search page, for the keyword of the address', async () => {
    const asked = stubApi(ANSWER);
    location.hash = `#/search?keyword=${encodeURIComponent(KEYWORD)}`;
    renderIn('en', <SearchPage route={resolveRoute('/search')} copy={null} />);
    expect(await screen.findByRole('heading', { level: 2, name: /Documents/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: /Search results/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^p\. 3 / }).getAttribute('href')).toBe(
      '/media/files/notices/2024-feed.pdf#page=3',
    );
    // One request for the group and the line that leads to it from above the page results.
    expect(asked.map((u) => u.pathname).sort()).toEqual([API_PATHS.searchDocuments, API_PATHS.searchKey].sort());
  });

  it('leads from above the page results to the documents, saying how many there are', async () => {
    stubApi(ANSWER);
    location.hash = `#/search?keyword=${encodeURIComponent(KEYWORD)}`;
    renderIn('zh', <SearchPage route={resolveRoute('/search')} copy={null} />);
    const jump = await screen.findByRole('button', { name: '在 PDF 文档中找到 12 份' });
    const heading = await screen.findByRole('heading', { level: 2, name: /文档/ });
    // jsdom lays nothing out: scrolling is a no-op there, the focus is what can be checked.
    heading.scrollIntoView = () => {};
    fireEvent.click(jump);
    expect(document.activeElement).toBe(heading);
  });
});
