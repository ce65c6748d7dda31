import type { DocumentFile, DocumentPage } from '@muyuan/contract/admin/documents';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from '../console-providers.tsx';
import { ok, refused, scriptedFetch } from '../scripted-fetch.test-helper.ts';
import { DOCUMENTS_PAGE_SIZE, DocumentsPage } from './documents-page.tsx';
import { DOCUMENTS_STRINGS } from './documents-strings.ts';

const hex = (c: string) => c.repeat(64);
const READ: DocumentFile = {
  path: '/media/files/reports/2024-esg-report.pdf',
  uploadName: null,
  hash: hex('a'),
  state: 'text',
  reason: null,
  pageCount: 212,
  size: 3 * 1024 * 1024,
  readAt: '2026-11-20T02:00:00.000Z',
  usedBy: [{ collection: 'reports', id: 'esg-2024' }],
};
const SCAN: DocumentFile = {
  ...READ,
  path: '/media/files/notices/scan.pdf',
  hash: hex('b'),
  state: 'no-text',
  pageCount: 3,
  usedBy: [],
};
const LOCKED: DocumentFile = {
  ...READ,
  path: `/media/u/${hex('c')}.pdf`,
  uploadName: '董事会决议公告.pdf',
  hash: hex('c'),
  state: 'failed',
  reason: 'encrypted',
  pageCount: 0,
  usedBy: [{ collection: 'notices', id: 'n-7' }],
};
const DAMAGED: DocumentFile = {
  ...LOCKED,
  path: '/media/files/notices/broken.pdf',
  uploadName: null,
  hash: hex('d'),
  reason: 'damaged',
};
const COUNTS = { text: 30, ocr: 0, 'no-text': 1, failed: 2, waiting: 0 };
const answer = (list: DocumentFile[], total = list.length, counts = COUNTS): DocumentPage => ({
  list,
  total,
  pageNum: 1,
  pageSize: DOCUMENTS_PAGE_SIZE,
  counts,
});
const me = (roles: Me['roles']): Me => ({ id: 'p1', name: 'Zhao', roles, via: 'session', stepUpUntil: null });

function renderPage(roles: Me['roles'], lang: 'zh' | 'en' = 'en') {
  localStorage.setItem('muyuan-admin-lang', lang);
  return render(
    <ConsoleProviders>
      <DocumentsPage me={me(roles)} />
    </ConsoleProviders>,
  );
}

const row = (file: DocumentFile) => screen.getByTestId(`document-${file.path}`);

describe('the documents screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows each address as the API answers it: state, reason in words, pages, size, records; counts at the top', async () => {
    const page = answer([READ, SCAN, LOCKED, DAMAGED], 33);
    scriptedFetch([ok(page)]);
    renderPage(['viewer']);
    expect(await screen.findByTestId(`document-${READ.path}`)).toBeVisible();
    expect(row(READ)).toHaveTextContent('2024-esg-report.pdf');
    expect(within(row(READ)).getByTestId('document-state')).toHaveTextContent('Read');
    expect(row(READ)).toHaveTextContent('212 pages');
    expect(row(READ)).toHaveTextContent('3.0 MB');
    expect(within(row(READ)).getByRole('link', { name: /esg-2024/ })).toHaveAttribute(
      'href',
      '#/content/reports/esg-2024',
    );
    expect(within(row(SCAN)).getByTestId('document-state')).toHaveTextContent('No text');
    expect(row(SCAN)).toHaveTextContent('3 pages');
    expect(within(row(LOCKED)).getByTestId('document-state')).toHaveTextContent(
      'Not read: encrypted or password-protected',
    );
    expect(within(row(DAMAGED)).getByTestId('document-state')).toHaveTextContent('Not read: the file is damaged');
    const counts = screen.getByTestId('documents-counts');
    for (const [state, n] of Object.entries({ ...COUNTS, all: 33 }))
      expect(counts.querySelector(`[data-state="${state}"]`)).toHaveTextContent(String(n));
    expect(within(counts).getByRole('button', { pressed: true })).toHaveTextContent('All');
    expect(screen.getByTestId('documents-count')).toHaveTextContent('33 addresses');
    // A viewer reads; reading again is for those who put files on the site.
    expect(screen.queryByRole('button', { name: /again/ })).toBeNull();
    expect(screen.getByText(DOCUMENTS_STRINGS.en.readOnly)).toBeVisible();
  });

  it('filters by a state’s count, and says the reason in Chinese in the Chinese console', async () => {
    const calls = scriptedFetch([ok(answer([READ, LOCKED])), ok(answer([LOCKED, DAMAGED], 2))]);
    renderPage(['editor'], 'zh');
    await screen.findByTestId(`document-${LOCKED.path}`);
    fireEvent.click(screen.getByRole('button', { name: /读取失败/ }));
    await waitFor(() => expect(screen.queryByTestId(`document-${READ.path}`)).toBeNull());
    expect(within(row(DAMAGED)).getByTestId('document-state')).toHaveTextContent('读取失败：文件已损坏');
    expect(within(row(LOCKED)).getByTestId('document-state')).toHaveTextContent('读取失败：文件已加密或设有密码');
    expect(screen.getByRole('button', { name: /读取失败/ })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((c) => c.path)).toEqual([
      `${ADMIN_PATHS.documents}?pageNum=1&pageSize=50`,
      `${ADMIN_PATHS.documents}?pageNum=1&pageSize=50&state=failed`,
    ]);
  });

  it('reads a file again: posts its hash, says so, and shows it waiting until the reader is done', async () => {
    const waiting = { ...LOCKED, state: 'waiting' as const, reason: null, size: null, readAt: null };
    const calls = scriptedFetch([
      ok(answer([LOCKED])),
      ok({ hash: LOCKED.hash, paths: [LOCKED.path] }),
      ok(answer([waiting], 1, { ...COUNTS, failed: 1, waiting: 1 })),
      ok(answer([{ ...LOCKED, readAt: '2026-11-29T10:00:00.000Z' }])),
    ]);
    renderPage(['publisher']);
    fireEvent.click(await screen.findByRole('button', { name: `Read ${LOCKED.path} again` }));
    await waitFor(() => expect(within(row(LOCKED)).getByTestId('document-state')).toHaveTextContent('Waiting'));
    expect(screen.getByTestId('documents-status')).toHaveTextContent('The file of 1 address will be read again');
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: withParams(ADMIN_PATHS.documentReadAgain, { hash: LOCKED.hash }),
    });
    // Waiting, the list is read again by itself, and shows what the reader found.
    await waitFor(() => expect(calls).toHaveLength(4), { timeout: 5000 });
    await waitFor(() => expect(within(row(LOCKED)).getByTestId('document-state')).toHaveTextContent('Not read'));
  });

  it('says why a read-again was refused', async () => {
    const gone = 'No published address serves this file (it may have been replaced or unpublished); refresh the list';
    scriptedFetch([ok(answer([DAMAGED])), refused(404, gone, 'unknown_document')]);
    renderPage(['admin']);
    fireEvent.click(await screen.findByRole('button', { name: `Read ${DAMAGED.path} again` }));
    expect(await screen.findByText(gone)).toBeVisible();
  });
});
