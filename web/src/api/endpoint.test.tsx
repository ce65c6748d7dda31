import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangProvider } from '../i18n/lang-context.tsx';
import { endpointKey, useEndpoint } from './endpoint.ts';

/** Answers each call with the page number it asked for, when the test lets it. */
function gatedFetch() {
  const gates: (() => void)[] = [];
  const fetchStub = vi.fn(async (url: RequestInfo | URL) => {
    const pageNum = Number(new URL(String(url), 'http://x').searchParams.get('pageNum'));
    await new Promise<void>((open) => gates.push(open));
    return new Response(
      JSON.stringify({ code: 200, msg: 'ok', data: { list: [], total: pageNum, pageNum, pageSize: 10 } }),
    );
  });
  return {
    fetchStub,
    openAll: () => {
      for (const open of gates.splice(0)) open();
    },
  };
}

let setPage: (n: number) => void = () => {};
function List() {
  const [pageNum, set] = useState(1);
  setPage = set;
  const result = useEndpoint('noticeList', { pageNum, pageSize: 10 });
  return <p data-testid="state">{`${result.data?.total ?? '-'} ${result.replacing ? 'replacing' : 'settled'}`}</p>;
}

const renderList = (fallback: Record<string, unknown> = {}) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), keepPreviousData: true, dedupingInterval: 0, fallback }}>
      <LangProvider lang="zh">
        <List />
      </LangProvider>
    </SWRConfig>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('useEndpoint', () => {
  it("marks the previous query's answer as being replaced until the new one arrives", async () => {
    const { fetchStub, openAll } = gatedFetch();
    vi.stubGlobal('fetch', fetchStub);
    renderList();
    openAll();
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('1 settled'));
    setPage(2);
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('state').textContent).toBe('1 replacing');
    openAll();
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('2 settled'));
  });

  it("does not call a server render's answer, revalidating on the first render, a replacement", async () => {
    const { fetchStub, openAll } = gatedFetch();
    vi.stubGlobal('fetch', fetchStub);
    const key = unstable_serialize(endpointKey('noticeList', 'zh', { pageNum: 1, pageSize: 10 }));
    renderList({ [key]: { list: [], total: 1, pageNum: 1, pageSize: 10 } });
    expect(screen.getByTestId('state').textContent).toBe('1 settled');
    openAll();
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('state').textContent).toBe('1 settled');
  });
});
