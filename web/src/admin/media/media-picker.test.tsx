import type { MediaListItem } from '@muyuan/contract/admin/media';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from '../console-providers.tsx';
import { ok, scriptedFetch } from '../scripted-fetch.test-helper.ts';
import { MediaPicker } from './media-picker.tsx';
import { MEDIA_STRINGS } from './media-strings.ts';

const s = MEDIA_STRINGS.en;
const file = (c: string, name: string, kind: MediaListItem['kind']): MediaListItem => ({
  path: `/media/u/${c.repeat(64)}.${kind === 'image' ? 'png' : kind === 'pdf' ? 'pdf' : 'mp4'}`,
  sha256: c.repeat(64),
  kind,
  mime: kind === 'image' ? 'image/png' : kind === 'pdf' ? 'application/pdf' : 'video/mp4',
  size: 1000,
  name,
  uploadedAt: '2026-11-20T02:00:00.000Z',
  uploadedBy: 'account:e1',
  uploadedByName: null,
  usedBy: [],
});
const BARN = file('a', 'barn.png', 'image');
const REPORT = file('b', 'report.pdf', 'pdf');

describe("a media field's picker", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the library newest first, by kind, and gives back the file chosen', async () => {
    const calls = scriptedFetch([
      ok({ list: [REPORT, BARN], total: 2, pageNum: 1, pageSize: 12 }),
      ok({ list: [BARN], total: 1, pageNum: 1, pageSize: 12 }),
    ]);
    localStorage.setItem('muyuan-admin-lang', 'en');
    const onPick = vi.fn();
    const onClose = vi.fn();
    render(
      <ConsoleProviders>
        <MediaPicker label="Cover (Chinese)" onPick={onPick} onClose={onClose} />
      </ConsoleProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Choose report.pdf' })).toBeVisible();
    expect(screen.getByRole('group', { name: /Cover \(Chinese\)/ })).toHaveAccessibleName(
      /^Choose from the media library/,
    );
    fireEvent.change(screen.getByLabelText(s.kindFilter), { target: { value: 'image' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Choose report.pdf' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Choose barn.png' }));
    expect(onPick).toHaveBeenCalledWith(BARN);
    expect(calls.map((c) => c.path)).toEqual([
      `${ADMIN_PATHS.media}?pageNum=1&pageSize=12`,
      `${ADMIN_PATHS.media}?pageNum=1&pageSize=12&kind=image`,
    ]);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Choose barn.png' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
