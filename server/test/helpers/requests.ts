import type { Lang } from '@muyuan/contract/lang';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** GET with the site's `lang` header. */
export function get(
  app: FastifyInstance,
  url: string,
  lang?: Lang,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { ...(lang ? { lang } : {}), ...headers } });
}

/** The parsed `data` of a successful envelope (fails the test otherwise). */
export async function getData<T = unknown>(app: FastifyInstance, url: string, lang?: Lang): Promise<T> {
  const res = await get(app, url, lang);
  if (res.statusCode !== 200) throw new Error(`GET ${url} (${lang}) answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
}

export const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
