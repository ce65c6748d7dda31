import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Lang } from '@muyuan/contract/lang';
import type { MissingCall, RenderFunction, RenderInput, RenderOutput } from '@muyuan/contract/prerender';
import { isSuccess, LANG_HEADER } from '@muyuan/contract/protocol';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_HEADERS } from '../http/internal-request.ts';

type AddressStyle = NonNullable<RenderInput['addresses']>;

/** One API call of a page. */
export type PageCall = Pick<MissingCall, 'name' | 'lang' | 'query'>;

/** A live answer a page was rendered from: the call and its data as JSON, to ask again and compare. */
export interface LiveAnswer {
  call: PageCall;
  json: string;
}

/**
 * Renders after which a page goes out with what it has: a page asks for its copy, then its data in at
 * most two rounds today (one render more than that, for a margin).
 */
const MAX_RENDERS = 5;

export interface Prerendered {
  output: RenderOutput;
  /** The API answers the page was rendered from, by data key: the browser's first render uses them. */
  data: Record<string, unknown>;
  /** Statuses of the calls that failed (404: the article does not exist; 5xx: the API could not answer). */
  failed: Map<string, number>;
  /**
   * The answers the page shows that may change before the content version does (a live quote: its
   * endpoint answers `no-cache`): the render may be kept only while those calls answer the same.
   */
  live: LiveAnswer[];
}

/**
 * Renders a path address with the app's server bundle. Each render names the API calls its page made
 * that had no answer yet; they are made through the server's own routes (`inject`: the same
 * validation, cache and envelopes as a browser's call, none of the network) and the page is rendered
 * again with their answers, until it asks nothing new.
 */
export class Prerenderer {
  constructor(
    private readonly app: FastifyInstance,
    private readonly render: RenderFunction,
  ) {}

  async page(url: string, mobile: boolean, addresses: AddressStyle = 'path'): Promise<Prerendered> {
    const data: Record<string, unknown> = {};
    const failed = new Map<string, number>();
    const live: LiveAnswer[] = [];
    let output = await this.render({ url, mobile, data, addresses });
    for (let renders = 1; renders < MAX_RENDERS; renders++) {
      const calls = output.missing.filter((call) => !failed.has(call.key));
      if (calls.length === 0) break;
      await Promise.all(
        calls.map(async (call) => {
          const answer = await this.call(call);
          if (answer.ok) {
            data[call.key] = answer.data;
            const { name, lang, query } = call;
            if (answer.live) live.push({ call: { name, lang, query }, json: JSON.stringify(answer.data) });
          } else failed.set(call.key, answer.status);
        }),
      );
      output = await this.render({ url, mobile, data, failed: Object.fromEntries(failed), addresses });
    }
    return { output, data, failed, live };
  }

  /** Whether every live answer a page was rendered from is still what its call answers now. */
  async unchanged(live: readonly LiveAnswer[]): Promise<boolean> {
    const now = await Promise.all(live.map(({ call }) => this.call(call)));
    return now.every((answer, i) => answer.ok && JSON.stringify(answer.data) === live[i]?.json);
  }

  /** One API call of a page, answered by the server's own route. */
  async call({
    name,
    lang,
    query,
  }: PageCall): Promise<{ ok: true; data: unknown; live: boolean } | { ok: false; status: number }> {
    const response = await this.app.inject({
      method: 'GET',
      url: `${API_PATHS[name]}${query}`,
      headers: { [LANG_HEADER]: lang, accept: 'application/json', ...INTERNAL_HEADERS },
    });
    if (response.statusCode !== 200) return { ok: false, status: response.statusCode };
    const body = response.json() as { code?: unknown; status?: unknown; data?: unknown };
    const live = /no-cache|no-store/.test(String(response.headers['cache-control'] ?? ''));
    return isSuccess(body) ? { ok: true, data: body.data, live } : { ok: false, status: 502 };
  }

  /** The first banner of the home page in a language: the share picture of pages that have none. */
  async homeBanner(lang: Lang): Promise<string | null> {
    const answer = await this.call({ name: 'getBannerList', lang, query: '' });
    const first = answer.ok && Array.isArray(answer.data) ? (answer.data[0] as { picInfo?: unknown }) : undefined;
    return typeof first?.picInfo === 'string' ? first.picInfo : null;
  }
}
