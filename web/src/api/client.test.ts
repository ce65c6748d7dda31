import { API_PATHS } from '@muyuan/contract/api-paths';
import type { getHomeNews } from '@muyuan/contract/home';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from './client.ts';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

const getHomeNewsPath = API_PATHS.getHomeNews;

describe('apiGet', () => {
  it('sends the lang header and the query, and unwraps data', async () => {
    const fetchImpl = fakeFetch(200, { code: 200, msg: 'ok', data: [1, 2] });
    const data = await apiGet<typeof getHomeNews>(getHomeNewsPath, {}, { lang: 'en', fetchImpl });
    expect(data).toEqual([1, 2]);
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('lang')).toBe('en');
  });
  it('builds the query string and skips empty values', async () => {
    const fetchImpl = fakeFetch(200, { code: 200, msg: 'ok', data: null });
    await apiGet('/s', { keyword: '猪', pageNum: '2', empty: '' } as never, { lang: 'zh', fetchImpl });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/s?keyword=%E7%8C%AA&pageNum=2');
  });
  it('accepts a body whose status (not code) is 200', async () => {
    const fetchImpl = fakeFetch(200, { status: 200, msg: 'ok', data: 'yes' });
    await expect(apiGet('/x', undefined, { fetchImpl })).resolves.toBe('yes');
  });
  it('rejects with the msg when neither code nor status is 200', async () => {
    const fetchImpl = fakeFetch(404, { code: 404, msg: '内容不存在', data: null });
    const error = await apiGet('/x', undefined, { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('内容不存在');
    expect((error as ApiError).status).toBe(404);
  });
  it('rejects with the status text when the body is not an envelope', async () => {
    const fetchImpl = vi.fn(async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiGet('/x', undefined, { fetchImpl })).rejects.toThrow('Bad Gateway');
  });
});
