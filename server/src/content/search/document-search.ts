import type { Lang } from '@muyuan/contract/lang';
import {
  type DocumentSearch as DocumentSearchData,
  documentKindSchema,
  type searchDocuments,
} from '@muyuan/contract/search';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { documentsVersion } from '../../documents/document-store.ts';
import { type DocumentEntry, DocumentIndex } from '../../search/document-index.ts';
import { pageHits } from '../../search/page-hits.ts';
import { type DocumentOwner, documentOwners } from './document-owners.ts';
import { fileHashes, pagesOf, pagesWithTerms, textsRead } from './document-texts.ts';

type DocumentQuery = z.output<(typeof searchDocuments)['query']>;

/**
 * Above this share of the indexed contents gone or read again since the index was made, it is built anew:
 * it keeps the Latin words of every text it ever held (for prefixes).
 */
const REBUILD_AT = 0.25;

/**
 * The instance's search inside the published PDFs. It follows two things: the content version (which
 * records use which addresses: read again when it moves) and the documents version (the reader's
 * tables, which change without a publish as files are read). Both are checked after every content poll;
 * the index is then brought up to date in the background, a document at a time, never holding up the
 * poll, a publish or the server's start.
 */
export class DocumentSearch {
  private index = new DocumentIndex();
  private owners: Record<Lang, DocumentOwner[]> | null = null;
  private ownersVersion: number | null = null;
  private seenVersion: string | null = null;
  private running: Promise<void> | null = null;
  private wanted: number | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** What the index holds (see DocumentIndex.size). */
  get indexSize(): DocumentIndex['size'] {
    return this.index.size;
  }

  /** Called after each content check with the content version loaded: starts an update unless one runs. */
  follow(contentVersion: number | null): void {
    this.wanted = contentVersion;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.updateWhileAsked().finally(() => {
      this.running = null;
    });
  }

  /** Settles when no update is under way (tests, and a caller that wants what was just published). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async updateWhileAsked(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.update(this.wanted);
      } catch (err) {
        this.log.warn({ err }, 'document index update failed');
      }
    } while (this.again);
  }

  private async update(contentVersion: number | null): Promise<void> {
    const version = await documentsVersion(this.db);
    if (this.owners && contentVersion === this.ownersVersion && version === this.seenVersion) return;
    if (!this.owners || contentVersion !== this.ownersVersion) {
      const [zh, en] = await Promise.all([documentOwners(this.db, 'zh'), documentOwners(this.db, 'en')]);
      this.owners = { zh, en };
    }
    const [files, texts] = await Promise.all([fileHashes(this.db), textsRead(this.db)]);
    const catalogue = (owners: DocumentOwner[]): DocumentEntry[] =>
      owners.flatMap((o) => {
        const hash = files.get(o.file);
        return hash !== undefined && texts.has(hash) ? [{ ...o, hash }] : [];
      });
    const zh = catalogue(this.owners.zh);
    const en = catalogue(this.owners.en);
    const needed = new Set([...zh, ...en].map((e) => e.hash));

    const indexed = this.index.indexed();
    const stale = [...indexed.keys()].filter((hash) => !needed.has(hash));
    const reread = [...needed].filter((hash) => indexed.has(hash) && indexed.get(hash) !== texts.get(hash)?.readAt);
    const dropped = this.index.size.dropped + stale.length + reread.length;
    const rebuild = indexed.size > 0 && dropped > indexed.size * REBUILD_AT;
    const target = rebuild ? new DocumentIndex() : this.index;
    // In place, new documents become findable one by one as they are indexed; a rebuild serves the old
    // index until the new one is whole.
    target.setCatalogue('zh', zh);
    target.setCatalogue('en', en);
    let added = 0;
    for (const hash of needed) {
      const read = texts.get(hash);
      if (!read || (!rebuild && indexed.get(hash) === read.readAt)) continue;
      await target.add(hash, await pagesOf(this.db, hash), read.ocr, read.readAt);
      added++;
    }
    if (rebuild) this.index = target;
    else for (const hash of stale) target.remove(hash);
    this.ownersVersion = contentVersion;
    this.seenVersion = version;
    if (added > 0 || stale.length > 0)
      this.log.info({ added, removed: stale.length, ...this.index.size }, 'document index updated');
  }

  /** How many documents of `lang` a keyword finds, unfiltered: from the index alone, no database read. */
  count(lang: Lang, keyword: string): number {
    return this.index.search(lang, keyword, {}, 1, 0).total;
  }

  /** One page of ranked documents, each with its best pages found in the database. */
  async search(lang: Lang, q: DocumentQuery): Promise<DocumentSearchData> {
    const result = this.index.search(lang, q.keyword, { kind: q.kind, year: q.year }, q.pageNum, q.pageSize);
    const pages = await pagesWithTerms(this.db, [...new Set(result.matches.map((m) => m.entry.hash))], result.terms);
    const list = result.matches.map(({ entry, ocr, chinese, score }) => ({
      title: entry.title,
      kind: entry.kind,
      publishDate: entry.publishDate,
      year: entry.year,
      file: entry.file,
      fileLang: chinese ? ('zh' as const) : ('en' as const),
      ocr,
      pages: pageHits(pages.get(entry.hash) ?? [], result.terms).map((hit) => ({
        ...hit,
        route: `${entry.file}#page=${hit.page}`,
      })),
      score: Math.round(score * 1000) / 1000,
    }));
    return {
      list,
      total: result.total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      kinds: documentKindSchema.options.map((kind) => ({
        kind,
        count: result.kinds.get(kind) ?? 0,
      })),
      years: [...result.years].sort(([a], [b]) => b - a).map(([year, count]) => ({ year, count })),
    };
  }
}
