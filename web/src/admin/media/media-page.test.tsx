import type { MediaListItem } from '@muyuan/contract/admin/media';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from '../console-providers.tsx';
import { ok, refused, scriptedFetch } from '../scripted-fetch.test-helper.ts';
import { MEDIA_PAGE_SIZE, MediaPage } from './media-page.tsx';
import { MEDIA_STRINGS } from './media-strings.ts';

const s = MEDIA_STRINGS.en;
const hex = (c: string) => c.repeat(64);
const PHOTO: MediaListItem = {
  path: `/media/u/${hex('a')}.webp`,
  sha256: hex('a'),
  kind: 'image',
  mime: 'image/webp',
  size: 245_000,
  name: 'barn.webp',
  uploadedAt: '2026-11-20T02:00:00.000Z',
  uploadedBy: 'account:e1',
  uploadedByName: 'Wang',
  image: { width: 1600, height: 900 },
  usedBy: [{ collection: 'news', id: 'n1', published: true }],
};
const REPORT: MediaListItem = {
  path: `/media/u/${hex('b')}.pdf`,
  sha256: hex('b'),
  kind: 'pdf',
  mime: 'application/pdf',
  size: 3 * 1024 * 1024,
  name: 'annual-report.pdf',
  uploadedAt: '2026-11-21T02:00:00.000Z',
  uploadedBy: 'account:e1',
  uploadedByName: 'Wang',
  pdf: { title: 'Annual report', pages: 212 },
  usedBy: [],
};
const page = (list: MediaListItem[], total = list.length) => ok({ list, total, pageNum: 1, pageSize: MEDIA_PAGE_SIZE });
const me = (roles: Me['roles']): Me => ({ id: 'p1', name: 'Zhao', roles, via: 'session', stepUpUntil: null });

function renderPage(roles: Me['roles']) {
  localStorage.setItem('muyuan-admin-lang', 'en');
  return render(
    <ConsoleProviders>
      <MediaPage me={me(roles)} />
    </ConsoleProviders>,
  );
}

describe('the media library screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the files the API answers with their details and uses; a file in use cannot be deleted', async () => {
    scriptedFetch([page([REPORT, PHOTO])]);
    renderPage(['publisher']);
    const photo = await screen.findByTestId(`media-${PHOTO.sha256}`);
    expect(photo).toHaveTextContent('image/webp · 239 KB · 1600 × 900 px');
    expect(within(photo).getByRole('link', { name: 'News · n1' })).toHaveAttribute('href', '#/content/news/n1');
    expect(within(photo).queryByRole('button', { name: s.delete })).toBeNull();
    expect(photo).toHaveTextContent(s.inUseHint);
    const report = screen.getByTestId(`media-${REPORT.sha256}`);
    expect(report).toHaveTextContent('application/pdf · 3.0 MB · 212 pages');
    expect(report).toHaveTextContent(s.notUsed);
    expect(within(report).getByRole('button', { name: s.delete })).toBeVisible();
    expect(screen.getByTestId('media-count')).toHaveTextContent('2 files');
  });

  it('uploads a file and lists it; filters by kind', async () => {
    const calls = scriptedFetch([page([]), ok(REPORT), page([REPORT]), page([REPORT])]);
    renderPage(['editor']);
    expect(await screen.findByText(s.empty)).toBeVisible();
    const file = new File(['%PDF-1.7'], 'annual-report.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('media-file'), { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getByTestId('media-status')).toHaveTextContent('Uploaded: annual-report.pdf (212 pages)'),
    );
    expect(await screen.findByTestId(`media-${REPORT.sha256}`)).toBeVisible();
    // An editor uploads, never deletes.
    expect(screen.queryByRole('button', { name: s.delete })).toBeNull();
    fireEvent.change(screen.getByLabelText(s.kindFilter), { target: { value: 'pdf' } });
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['GET', `${ADMIN_PATHS.media}?pageNum=1&pageSize=50`, undefined],
      ['POST', ADMIN_PATHS.media, { file: 'annual-report.pdf' }],
      ['GET', `${ADMIN_PATHS.media}?pageNum=1&pageSize=50`, undefined],
      ['GET', `${ADMIN_PATHS.media}?pageNum=1&pageSize=50&kind=pdf`, undefined],
    ]);
  });

  it('deletes an unused file only after the confirmation, and says why a refused delete failed', async () => {
    const inUse = 'The file is in use and cannot be deleted';
    const calls = scriptedFetch([
      page([REPORT]),
      refused(409, inUse, 'media_in_use', { usedBy: [{ collection: 'reports', id: 'r1', published: false }] }),
      page([{ ...REPORT, usedBy: [{ collection: 'reports', id: 'r1', published: false }] }]),
    ]);
    renderPage(['publisher']);
    fireEvent.click(await screen.findByRole('button', { name: s.delete }));
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Delete “annual-report.pdf”? This cannot be undone.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: s.deleteYes }));
    expect(await screen.findByText(inUse)).toBeVisible();
    expect(calls[1]).toMatchObject({
      method: 'DELETE',
      path: withParams(ADMIN_PATHS.mediaFile, { sha256: REPORT.sha256 }),
    });
    // The list read again shows the draft that now uses it, and no delete button.
    await waitFor(() => expect(screen.getByTestId(`media-${REPORT.sha256}`)).toHaveTextContent('(draft only)'));
    expect(screen.queryByRole('button', { name: s.delete })).toBeNull();
  });

  it('marks a published PDF with no text layer, or whose text could not be read, with the reason', async () => {
    const scan: MediaListItem = {
      ...REPORT,
      sha256: hex('c'),
      path: `/media/u/${hex('c')}.pdf`,
      text: { state: 'no-text', reason: null },
    };
    const locked: MediaListItem = {
      ...REPORT,
      sha256: hex('d'),
      path: `/media/u/${hex('d')}.pdf`,
      text: { state: 'failed', reason: 'encrypted' },
    };
    const read: MediaListItem = { ...REPORT, text: { state: 'text', reason: null } };
    scriptedFetch([page([scan, locked, read, PHOTO])]);
    renderPage(['viewer']);
    const marked = async (file: MediaListItem) =>
      within(await screen.findByTestId(`media-${file.sha256}`)).queryByTestId('media-text-mark');
    expect(await marked(scan)).toHaveTextContent('No text');
    expect(await marked(locked)).toHaveTextContent('Not read: encrypted or password-protected');
    expect(await marked(read)).toBeNull();
    expect(await marked(PHOTO)).toBeNull();
  });

  it('offers a viewer the list only', async () => {
    scriptedFetch([page([REPORT])]);
    renderPage(['viewer']);
    expect(await screen.findByTestId(`media-${REPORT.sha256}`)).toBeVisible();
    expect(screen.getByText(s.readOnly)).toBeVisible();
    expect(screen.queryByRole('button', { name: s.upload })).toBeNull();
    expect(screen.queryByRole('button', { name: s.delete })).toBeNull();
  });
});
