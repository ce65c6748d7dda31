import type { Lang } from '@muyuan/contract/lang';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../admin/clock.ts';
import type { Db } from '../../db/database.ts';
import { type IsoWeek, isoWeekAt, isoWeekBefore } from './iso-week.ts';
import { normalizeQuery } from './normalize-query.ts';
import { addWeekBatch, deleteWeeksBefore, type WeekBatch } from './tally-repository.ts';

/** What a search found: a page (it counts only in the week's total), documents only, or nothing. */
export type SearchOutcome = 'pages' | 'documents' | 'nothing';

export interface SearchTallyLimits {
  /** How often counts go to the database. */
  flushMs: number;
  /** Distinct queries one instance holds between flushes; past it, searches count in the week's `other`. */
  instanceQueries: number;
  /** Distinct queries a week's table keeps (the repository holds it across instances). */
  weekQueries: number;
  /** Weeks kept, the current one included. */
  keptWeeks: number;
}

export const SEARCH_TALLY_LIMITS: SearchTallyLimits = {
  flushMs: 15_000,
  instanceQueries: 2_000,
  weekQueries: 5_000,
  keptWeeks: 12,
};

/** Outcomes remembered, like the response cache's request addresses (http/cached-answers.ts). */
const MAX_OUTCOMES = 20_000;
/** Outcomes forgotten before a flush (the search's answer still cached) looked up again there, at most. */
const MAX_LOOKUPS_PER_FLUSH = 200;

interface PendingQuery {
  lang: Lang;
  query: string;
  nothing: number;
  documentsOnly: number;
  /** Searches whose outcome was not remembered: the flush asks the indexes. */
  unknown: number;
}

interface PendingWeek {
  searches: number;
  queries: Map<string, PendingQuery>;
  other: { nothing: number; documentsOnly: number };
}

const keyOf = (lang: Lang, query: string) => `${lang}\u0000${query}`;

/**
 * Counts public searches per ISO week, language and normalized query (issue 42, point 7), and whether each
 * found a page, documents only, or nothing; nothing about the visitor. A search costs a normalized string
 * and two Map lookups: the outcome is remembered when the search runs (a response-cache miss), so answers
 * from the cache reuse it. Counts go to the database every `flushMs` and at close, added to what is there.
 */
export class SearchTally {
  private readonly outcomes = new LRUCache<string, SearchOutcome>({ max: MAX_OUTCOMES });
  private weeks = new Map<string, PendingWeek>();
  private held = 0;
  private current: IsoWeek;
  private prunedFor = '';
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      log: FastifyBaseLogger;
      /** What a query finds now, for a search whose outcome was forgotten (from the in-process indexes). */
      lookUp: (lang: Lang, query: string) => SearchOutcome;
      limits?: Partial<SearchTallyLimits>;
    },
  ) {
    this.current = isoWeekAt(deps.clock());
  }

  private get limits(): SearchTallyLimits {
    return { ...SEARCH_TALLY_LIMITS, ...this.deps.limits };
  }

  /** The search route says what a keyword found when it ran the search. */
  learn(lang: Lang, keyword: string, outcome: SearchOutcome): void {
    this.outcomes.set(keyOf(lang, normalizeQuery(keyword)), outcome);
  }

  /** Counts one search (the first page of results), answered from the cache or not. */
  count(lang: Lang, keyword: string): void {
    const query = normalizeQuery(keyword);
    if (!query) return;
    const now = this.deps.clock();
    if (now >= this.current.endsAt) this.current = isoWeekAt(now);
    const week = this.weekOf(this.current.week);
    week.searches++;
    const outcome = this.outcomes.get(keyOf(lang, query));
    if (outcome === 'pages') return;
    this.add(week, lang, query, {
      nothing: outcome === 'nothing' ? 1 : 0,
      documentsOnly: outcome === 'documents' ? 1 : 0,
      unknown: outcome === undefined ? 1 : 0,
    });
  }

  private weekOf(name: string): PendingWeek {
    let week = this.weeks.get(name);
    if (!week) {
      week = { searches: 0, queries: new Map(), other: { nothing: 0, documentsOnly: 0 } };
      this.weeks.set(name, week);
    }
    return week;
  }

  private add(week: PendingWeek, lang: Lang, query: string, n: Omit<PendingQuery, 'lang' | 'query'>): void {
    const key = keyOf(lang, query);
    let pending = week.queries.get(key);
    if (!pending) {
      if (this.held >= this.limits.instanceQueries) {
        // Searches of unknown outcome past the bound stay in the week's total only.
        week.other.nothing += n.nothing;
        week.other.documentsOnly += n.documentsOnly;
        return;
      }
      pending = { lang, query, nothing: 0, documentsOnly: 0, unknown: 0 };
      week.queries.set(key, pending);
      this.held++;
    }
    pending.nothing += n.nothing;
    pending.documentsOnly += n.documentsOnly;
    pending.unknown += n.unknown;
  }

  /** Writes what is counted so far; one flush at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .then(() => this.write())
      .catch((err: unknown) => this.deps.log.warn({ err }, 'search tally flush failed'));
    return this.flushing;
  }

  private async write(): Promise<void> {
    // Counted from here on goes to the next flush: taken out before the writes, nothing is written twice.
    const weeks = this.weeks;
    this.weeks = new Map();
    this.held = 0;
    let lookUps = MAX_LOOKUPS_PER_FLUSH;
    for (const [name, week] of weeks) {
      const batch: WeekBatch = { week: name, searches: week.searches, misses: [], other: week.other };
      for (const p of week.queries.values()) {
        if (p.unknown > 0 && lookUps-- > 0) {
          const outcome = this.deps.lookUp(p.lang, p.query);
          this.outcomes.set(keyOf(p.lang, p.query), outcome);
          if (outcome === 'nothing') p.nothing += p.unknown;
          if (outcome === 'documents') p.documentsOnly += p.unknown;
        }
        if (p.nothing + p.documentsOnly > 0) batch.misses.push(p);
      }
      try {
        await addWeekBatch(this.deps.db, batch, this.limits.weekQueries);
      } catch (err) {
        // The transaction wrote nothing: the counts wait for the next flush.
        this.deps.log.warn({ err, week: name }, 'search tally not written; kept for the next flush');
        this.requeue(name, batch);
      }
    }
    await this.prune();
  }

  private requeue(name: string, batch: WeekBatch): void {
    const week = this.weekOf(name);
    week.searches += batch.searches;
    week.other.nothing += batch.other.nothing;
    week.other.documentsOnly += batch.other.documentsOnly;
    for (const m of batch.misses) this.add(week, m.lang, m.query, { ...m, unknown: 0 });
  }

  /** Deletes the weeks past keeping, once a week per instance (any instance may: deleting twice is harmless). */
  private async prune(): Promise<void> {
    const now = this.deps.clock();
    const week = isoWeekAt(now).week;
    if (this.prunedFor === week) return;
    try {
      await deleteWeeksBefore(this.deps.db, isoWeekBefore(now, this.limits.keptWeeks - 1).week);
      this.prunedFor = week;
    } catch (err) {
      this.deps.log.warn({ err }, 'old search tally weeks not deleted');
    }
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.limits.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
