import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathAddress } from '@muyuan/contract/addresses';
import type { PreviewDevice, RecordJson } from '@muyuan/contract/admin/editorial';
import type { Lang } from '@muyuan/contract/lang';
import type { FastifyInstance } from 'fastify';
import { readContentVersion } from '../../content-model/content-meta.ts';
import { ssrBundleOf } from '../../prerender/routes.ts';
import type { EditorialContext, RecordRef } from '../context.ts';
import { findDraft } from '../documents.ts';
import { noDraft, noDraftOf, noPreviewPage, previewUnavailable } from '../errors.ts';
import { publishedRows } from '../project.ts';
import { previewRouteOf } from './preview-address.ts';
import { buildPreviewSite, type PreviewSiteOptions } from './preview-site.ts';

/** Preview sites kept built: a reviewer flips between languages and widths of the same few drafts. */
const KEPT_SITES = 3;
/** An evicted site is closed only after this, so a page still being asked of it is answered. */
const CLOSE_DELAY_MS = 30_000;
/** Redirects followed inside a preview (an English address of a Chinese-only page goes to its section's English page). */
const MAX_REDIRECTS = 3;

/** The user agents a preview asks as: the page renderer picks the layout from it, as for a visitor. */
const USER_AGENTS: Record<PreviewDevice, string> = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

export interface PreviewQuery {
  ref: RecordRef;
  /** Whose draft: `account:<id>` (the caller's own when the caller gives none). */
  author: string;
  own: boolean;
  lang: Lang;
  device: PreviewDevice;
  /** A route of the site to show instead of the record's own page. */
  route?: string | undefined;
}

export interface PreviewAnswer {
  status: number;
  type: string;
  body: Buffer;
}

export interface PreviewPage {
  status: number;
  /** The address the page was rendered for (after any redirect). */
  address: string;
  html: string;
}

/**
 * Drafts shown as the public pages they would make: each preview site is built from the database
 * (published documents plus one draft) on the instance asked, so any instance answers any preview
 * and nothing is shared between them; a site is rebuilt when the draft or the live content changes.
 */
export class PreviewPages {
  private readonly sites = new Map<string, Promise<FastifyInstance>>();

  /** Whether the server was started with the web build: like its own pages, a preview needs it (read once). */
  private readonly hasPages: boolean;

  constructor(
    private readonly ctx: EditorialContext,
    private readonly options: PreviewSiteOptions,
  ) {
    this.hasPages = existsSync(ssrBundleOf(options.webDist)) && existsSync(resolve(options.webDist, 'index.html'));
  }

  async page(query: PreviewQuery): Promise<PreviewPage> {
    if (!this.hasPages) throw previewUnavailable();
    const { ref } = query;
    const { site, json } = await this.draftSite(query);
    const route = query.route ?? previewRouteOf(ref.collection, ref.id, json);
    let address = pathAddress(query.lang, route);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await site.inject({
        method: 'GET',
        url: address,
        headers: { 'user-agent': USER_AGENTS[query.device], accept: 'text/html' },
      });
      const location = response.headers.location;
      if (response.statusCode === 301 && typeof location === 'string' && location.startsWith('/')) {
        address = location;
        continue;
      }
      const type = String(response.headers['content-type'] ?? '');
      if (!type.startsWith('text/html') || response.statusCode === 404) throw noPreviewPage();
      return { status: response.statusCode, address, html: response.body };
    }
    throw noPreviewPage();
  }

  /**
   * A GET of the public API (`url`: path and query) answered by the draft's site, as the preview's app
   * asks it: what the live API would answer were the draft published.
   */
  async answer(
    query: Pick<PreviewQuery, 'ref' | 'author' | 'own'>,
    url: string,
    lang: string | undefined,
  ): Promise<PreviewAnswer> {
    const { site } = await this.draftSite(query);
    const response = await site.inject({ method: 'GET', url, headers: lang ? { lang } : {} });
    return {
      status: response.statusCode,
      type: String(response.headers['content-type'] ?? 'application/json; charset=utf-8'),
      body: response.rawPayload,
    };
  }

  /** The site of the draft asked for, built or kept; refused when there is no such draft. */
  private async draftSite(query: Pick<PreviewQuery, 'ref' | 'author' | 'own'>) {
    const { ref } = query;
    const draft = await findDraft(this.ctx.db, ref.collection, ref.id, query.author);
    if (!draft) throw query.own ? noDraft() : noDraftOf();
    const json = JSON.parse(draft.json) as RecordJson;
    const version = await readContentVersion(this.ctx.db);
    const key = JSON.stringify([ref.collection, ref.id, query.author, draft.saved_at, version]);
    return { site: await this.site(key, ref, json), json };
  }

  /** Closes every site (the server is closing). */
  async close(): Promise<void> {
    const sites = [...this.sites.values()];
    this.sites.clear();
    await Promise.all(sites.map((s) => s.then((app) => app.close()).catch(() => undefined)));
  }

  private site(key: string, ref: RecordRef, json: RecordJson): Promise<FastifyInstance> {
    const kept = this.sites.get(key);
    if (kept) {
      // Most recently used last: the first key is the one to evict.
      this.sites.delete(key);
      this.sites.set(key, kept);
      return kept;
    }
    const built = publishedRows(this.ctx.db, this.ctx.mediaDir, { ...ref, json }).then((content) =>
      buildPreviewSite(content, new Date(this.ctx.clock()), this.options),
    );
    this.sites.set(key, built);
    // A draft that does not validate with the rest is refused again next time, not kept.
    built.catch(() => this.sites.delete(key));
    while (this.sites.size > KEPT_SITES) {
      const [oldest, evicted] = this.sites.entries().next().value as [string, Promise<FastifyInstance>];
      this.sites.delete(oldest);
      setTimeout(() => void evicted.then((app) => app.close()).catch(() => undefined), CLOSE_DELAY_MS).unref();
    }
    return built;
  }
}
