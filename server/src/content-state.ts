import type { SiteFile } from '@muyuan/contract/site';
import type { FastifyBaseLogger } from 'fastify';
import { DocumentSearch } from './content/search/document-search.ts';
import { loadSearchDocuments } from './content/search/documents.ts';
import { readContentMeta, readContentVersion } from './content-model/content-meta.ts';
import type { Db } from './db/database.ts';
import { CachedAnswers } from './http/cached-answers.ts';
import { ResponseCache } from './http/response-cache.ts';
import { securityHeaders } from './http/security-headers.ts';
import { SearchIndex } from './search/search-index.ts';

/**
 * What the server derives from the imported content and keeps in memory: the response cache, the
 * search index and the security headers (CSP depends on site.yaml's analytics id). Everything is
 * rebuilt when the content version in the database changes; the version is checked in the
 * background every `pollMs`, never per request, so every instance sharing a database follows an import.
 */
export class ContentState {
  readonly cache: ResponseCache;
  /** Cache hits answered in the content routes' onRequest hook (see cached-answers.ts). */
  readonly answers: CachedAnswers;
  version: number | null = null;
  search = SearchIndex.empty();
  /** The search inside the published PDFs: follows the content and the reader's tables (document-search.ts). */
  readonly documents: DocumentSearch;
  /** site.yaml as imported (names, logo, records), or null before the first import. */
  site: SiteFile | null = null;
  /** When an import last changed the content (ISO time): the pages' last-modified date in the sitemap. */
  changedAt: string | null = null;
  headers: Record<string, string>;
  private timer: NodeJS.Timeout | undefined;
  /** The reload under way: a poll while one runs waits for it instead of starting a second one. */
  private reloading: Promise<boolean> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    cacheMaxBytes: number,
    /** Origins besides the site's own that pages may send to (see security-headers.ts). */
    private readonly connectOrigins: readonly string[] = [],
  ) {
    this.cache = new ResponseCache(cacheMaxBytes);
    this.answers = new CachedAnswers(() => this.cache);
    this.headers = securityHeaders({ analytics: false, connectOrigins });
    this.documents = new DocumentSearch(db, log);
  }

  /** Reloads everything if the content version changed; returns whether it did. */
  refresh(): Promise<boolean> {
    this.reloading ??= this.reloadIfChanged().finally(() => {
      this.reloading = null;
      // The PDFs' text arrives without a content version of its own: every check looks at it too.
      this.documents.follow(this.version);
    });
    return this.reloading;
  }

  private async reloadIfChanged(): Promise<boolean> {
    const version = await readContentVersion(this.db);
    if (version === this.version) return false;
    // Stop answering from the old content at once: the answers the API reads from the database show the
    // change while the search index is rebuilt (hundreds of ms under load), which a publish's 2 s through
    // nginx's micro-cache cannot spare. What is cached meanwhile is dropped again below.
    this.cache.clear();
    this.answers.clear();
    const [zh, en, siteJson, changedAt] = await Promise.all([
      loadSearchDocuments(this.db, 'zh'),
      loadSearchDocuments(this.db, 'en'),
      readContentMeta(this.db, 'site'),
      readContentMeta(this.db, 'changedAt'),
    ]);
    const site = siteJson ? (JSON.parse(siteJson) as SiteFile) : null;
    await this.search.update({ zh, en });
    this.site = site;
    this.changedAt = changedAt;
    this.headers = securityHeaders({
      analytics: Boolean(site?.analytics?.baiduTongjiId),
      connectOrigins: this.connectOrigins,
    });
    this.version = version;
    this.cache.clear();
    this.answers.clear();
    this.log.info({ version }, 'content loaded');
    return true;
  }

  startPolling(pollMs: number): void {
    this.stopPolling();
    this.timer = setInterval(() => {
      this.refresh().catch((err: unknown) => this.log.warn({ err }, 'content version check failed'));
    }, pollMs);
    // The poll must never keep a finished process (tests, CLI) alive.
    this.timer.unref();
  }

  stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
