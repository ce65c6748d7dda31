import { LANG_HEADER } from '@muyuan/contract/protocol';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError } from './admin-api.ts';
import { ConsoleProviders } from './console-providers.tsx';
import { useLanguage } from './language.tsx';
import { ok, refused } from './scripted-fetch.test-helper.ts';
import { useAdminRead, useAdminRevalidate } from './use-admin-read.tsx';

const NEWS = '/api/admin/v1/content/news';

/** A fetch whose answers the test gives when it likes; every request is kept (path and language). */
function heldFetch() {
  const asked: { path: string; lang: string; answer: (response: Response) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (path: string, init: RequestInit = {}) =>
        new Promise<Response>((resolve) => {
          const headers = init.headers as Record<string, string>;
          asked.push({ path, lang: headers[LANG_HEADER] ?? '', answer: resolve });
        }),
    ),
  );
  /** Answers the oldest request still waiting for `path`. */
  const answer = async (path: string, response: Response) => {
    const index = asked.findIndex((a) => a.path === path);
    const [request] = asked.splice(index, 1);
    if (index < 0 || !request) throw new Error(`nothing asked for ${path}`);
    await act(async () => request.answer(response));
  };
  return { asked, answer, calls: () => vi.mocked(fetch).mock.calls.map(([path]) => String(path)) };
}

/** One read shown as text: its answer's name, its refusal, or that it is not here yet. */
function Reader({ path, testId }: { path: string | null; testId: string }) {
  const read = useAdminRead<{ name: string }>(path);
  const error = read.error;
  const text = error
    ? `${error instanceof AdminApiError ? error.code : 'network'}: ${error.message}`
    : (read.data?.name ?? '…');
  return <p data-testid={testId}>{text}</p>;
}

describe('useAdminRead', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('makes one request for the readers of one path, and reads nothing again on a second render', async () => {
    const api = heldFetch();
    const view = render(
      <ConsoleProviders>
        <Reader path={NEWS} testId="one" />
        <Reader path={NEWS} testId="two" />
      </ConsoleProviders>,
    );
    expect(api.calls()).toEqual([NEWS]);
    await api.answer(NEWS, ok({ name: 'news' }));
    expect(screen.getByTestId('one')).toHaveTextContent('news');
    expect(screen.getByTestId('two')).toHaveTextContent('news');
    view.rerender(
      <ConsoleProviders>
        <Reader path={NEWS} testId="one" />
        <Reader path={NEWS} testId="two" />
      </ConsoleProviders>,
    );
    expect(screen.getByTestId('two')).toHaveTextContent('news');
    expect(api.calls()).toEqual([NEWS]);
  });

  it('never shows an answer for another path: a late answer to the previous one is dropped', async () => {
    const api = heldFetch();
    const view = render(
      <ConsoleProviders>
        <Reader path={`${NEWS}?page=1`} testId="list" />
      </ConsoleProviders>,
    );
    view.rerender(
      <ConsoleProviders>
        <Reader path={`${NEWS}?page=2`} testId="list" />
      </ConsoleProviders>,
    );
    await api.answer(`${NEWS}?page=2`, ok({ name: 'page 2' }));
    expect(screen.getByTestId('list')).toHaveTextContent('page 2');
    // The first page's answer comes last: the second page stays.
    await api.answer(`${NEWS}?page=1`, ok({ name: 'page 1' }));
    expect(screen.getByTestId('list')).toHaveTextContent('page 2');
    expect(api.calls()).toEqual([`${NEWS}?page=1`, `${NEWS}?page=2`]);
  });

  it('reads again, after a change, every read of a path and below it shown, and nothing beside it', async () => {
    const api = heldFetch();
    function Screen() {
      const revalidate = useAdminRevalidate();
      return (
        <>
          <Reader path={`${NEWS}?page=1`} testId="list" />
          <Reader path={`${NEWS}/n1`} testId="record" />
          <Reader path="/api/admin/v1/content/newsletter" testId="other" />
          <button type="button" onClick={() => void revalidate(NEWS)}>
            published
          </button>
        </>
      );
    }
    render(
      <ConsoleProviders>
        <Screen />
      </ConsoleProviders>,
    );
    await api.answer(`${NEWS}?page=1`, ok({ name: 'draft' }));
    await api.answer(`${NEWS}/n1`, ok({ name: 'n1 draft' }));
    await api.answer('/api/admin/v1/content/newsletter', ok({ name: 'letters' }));

    fireEvent.click(screen.getByRole('button', { name: 'published' }));
    expect(api.asked.map((a) => a.path).sort()).toEqual([`${NEWS}/n1`, `${NEWS}?page=1`]);
    // The answers read before stay on screen until the new ones come.
    expect(screen.getByTestId('list')).toHaveTextContent('draft');
    await api.answer(`${NEWS}?page=1`, ok({ name: 'published' }));
    await api.answer(`${NEWS}/n1`, ok({ name: 'n1 published' }));
    expect(screen.getByTestId('list')).toHaveTextContent('published');
    expect(screen.getByTestId('record')).toHaveTextContent('n1 published');
    expect(screen.getByTestId('other')).toHaveTextContent('letters');
    expect(api.calls()).toHaveLength(5);
  });

  it("puts a mutation's answer in place of the read, and reads again on request", async () => {
    const api = heldFetch();
    function Editable() {
      const read = useAdminRead<{ name: string }>(NEWS);
      return (
        <>
          <p data-testid="name">{read.data?.name ?? '…'}</p>
          <button
            type="button"
            onClick={() => void read.mutate({ name: 'as the change answered' }, { revalidate: false })}
          >
            change
          </button>
          <button type="button" onClick={() => void read.mutate()}>
            again
          </button>
        </>
      );
    }
    render(
      <ConsoleProviders>
        <Editable />
      </ConsoleProviders>,
    );
    await api.answer(NEWS, ok({ name: 'first' }));
    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    expect(screen.getByTestId('name')).toHaveTextContent('as the change answered');
    expect(api.calls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    await api.answer(NEWS, ok({ name: 'read again' }));
    expect(screen.getByTestId('name')).toHaveTextContent('read again');
    expect(api.calls()).toHaveLength(2);
  });

  it('forgets an answer with its last reader: a screen opened again reads afresh', async () => {
    const api = heldFetch();
    function Toggle() {
      const [open, setOpen] = useState(true);
      return (
        <>
          {open && <Reader path={NEWS} testId="list" />}
          <button type="button" onClick={() => setOpen(!open)}>
            toggle
          </button>
        </>
      );
    }
    render(
      <ConsoleProviders>
        <Toggle />
      </ConsoleProviders>,
    );
    await api.answer(NEWS, ok({ name: 'first' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    // Not the answer read for the screen before: this one's, once it comes.
    expect(screen.getByTestId('list')).toHaveTextContent('…');
    await api.answer(NEWS, ok({ name: 'second' }));
    expect(screen.getByTestId('list')).toHaveTextContent('second');
  });

  it("fails with the server's refusal, asked again in a new language; an answer is not read again", async () => {
    const api = heldFetch();
    function Switch() {
      const { lang, setLang } = useLanguage();
      return (
        <button type="button" onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>
          switch
        </button>
      );
    }
    render(
      <ConsoleProviders>
        <Reader path={NEWS} testId="refused" />
        <Reader path="/api/admin/v1/content" testId="read" />
        <Switch />
      </ConsoleProviders>,
    );
    await api.answer(NEWS, refused(403, '您的角色不能这样做', 'forbidden'));
    await api.answer('/api/admin/v1/content', ok({ name: 'collections' }));
    expect(screen.getByTestId('refused')).toHaveTextContent('forbidden: 您的角色不能这样做');

    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(api.asked).toHaveLength(1));
    expect(api.asked[0]).toMatchObject({ path: NEWS, lang: 'en' });
    await api.answer(NEWS, refused(403, 'Your roles do not allow this', 'forbidden'));
    expect(screen.getByTestId('refused')).toHaveTextContent('forbidden: Your roles do not allow this');
    expect(screen.getByTestId('read')).toHaveTextContent('collections');
    expect(api.calls()).toEqual([NEWS, '/api/admin/v1/content', NEWS]);
  });

  it('fails with NetworkError when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(
      <ConsoleProviders>
        <Reader path={NEWS} testId="list" />
      </ConsoleProviders>,
    );
    expect(await screen.findByText(/^network:/)).toBeVisible();
  });
});
