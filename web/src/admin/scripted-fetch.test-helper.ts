import { vi } from 'vitest';

/** An answer of the admin API: the envelope with `data`. */
export const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A refusal of the admin API: its status, words and stable code (`X-Error-Code`), with optional `data`. */
export const refused = (status: number, msg: string, code: string, data: unknown = null) =>
  new Response(JSON.stringify({ code: status, msg, data }), {
    status,
    headers: { 'content-type': 'application/json', 'x-error-code': code },
  });

/** A fetch that answers from a script, in order, and records each call (a multipart body as its file's name). */
export function scriptedFetch(replies: Response[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const body =
        init.body instanceof FormData
          ? { file: (init.body.get('file') as File | null)?.name }
          : init.body
            ? JSON.parse(String(init.body))
            : undefined;
      calls.push({ method: String(init.method ?? 'GET'), path, body });
      const reply = replies.shift();
      if (!reply) throw new Error(`unexpected call ${init.method} ${path}`);
      return reply;
    }),
  );
  return calls;
}
