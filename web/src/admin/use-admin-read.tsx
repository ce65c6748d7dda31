import { type ReactNode, useCallback, useEffect, useState } from 'react';
import useSWR, {
  type Cache,
  SWRConfig,
  type SWRConfiguration,
  type SWRResponse,
  unstable_serialize,
  useSWRConfig,
} from 'swr';
import { type AdminApiError, adminCall, type NetworkError } from './admin-api.ts';
import { useLanguage } from './language.tsx';
import type { ConsoleLang } from './strings.ts';

/**
 * How the console reads, as the site does (through SWR), with the console's own habits: readers of one
 * path at the same moment share one request, and nothing is read again on its own: not on focus, not on
 * reconnecting, not after a refusal. A change made in the console reads again what it changed (`mutate`
 * of the read, or useAdminRevalidate). An answer is kept only while something on screen reads it
 * (holdAnswer), so a screen reads afresh each time it opens, as the console always has.
 */
const READ_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 0,
} satisfies SWRConfiguration;

/** What a read fails with: the admin API's refusal (its words, in the console's language), or no answer at all. */
export type AdminReadError = AdminApiError | NetworkError;

export type AdminRead<T> = SWRResponse<T, AdminReadError>;

/**
 * A read's place in the cache: its path first (revalidating a path reaches every read of it), then the
 * view of it (a whole read's name), the language (for answers in it) and what else it stands for.
 */
type ReadKey = readonly [path: string, view: string, lang: ConsoleLang | '', revision: string];

export interface AdminReadOptions<T> {
  /**
   * A read that is more than the path's own GET: every page of a list, a POST that only reads, a page
   * checked before a frame shows it. `name` keeps its answer apart from the path's own; `read` makes it
   * (in the language given, for the server's words).
   */
  view?: { name: string; read: (lang: ConsoleLang) => Promise<T> };
  /** What else the answer stands for, beyond its path: a new value reads it again (a record's latest version). */
  revision?: string | number;
  /**
   * The answer is in the console's language (the public API's lists), so it is read again in the other
   * one. The admin API answers the same data in either language: only a refusal's words differ.
   */
  perLanguage?: boolean;
  /** The last answer stays on screen while a changed path loads (a list under new filters, its next page). */
  keepPrevious?: boolean;
}

/** The language each failed read was asked in: a refusal is asked again in a new language, for its words. */
const askedIn = new WeakMap<object, ConsoleLang>();

/** How many readers on screen each cached answer has, by cache. */
const readers = new WeakMap<Cache, Map<string, number>>();
/** The caches of providers no longer on screen: nothing is left in them to forget. */
const closed = new WeakSet<Cache>();

/**
 * Counts a reader of a cached answer in; the returned function counts it out and, once the last has
 * gone, forgets the answer (a request still on its way included), so a screen opened later reads it
 * afresh. A reader gone and back at once (a re-render under a new key and back, React's strict mode)
 * keeps it.
 */
function holdAnswer(cache: Cache, id: string, forget: () => void): () => void {
  let counts = readers.get(cache);
  if (!counts) {
    counts = new Map();
    readers.set(cache, counts);
  }
  const held = counts;
  held.set(id, (held.get(id) ?? 0) + 1);
  return () => {
    const left = (held.get(id) ?? 1) - 1;
    if (left > 0) {
      held.set(id, left);
      return;
    }
    held.delete(id);
    setTimeout(() => {
      if (!held.has(id) && !closed.has(cache)) forget();
    }, 0);
  };
}

/**
 * Reads `path` from the admin API (nothing while it is null), typed by the contract's type of its answer
 * (`useAdminRead<AccountList>(ADMIN_PATHS.accounts)`), shared and de-duplicated by path. An answer is
 * never shown for another path than its own: a changed path drops a late answer to the previous one.
 * The admin API's answers do not depend on the language, so a switch of language reads nothing again,
 * except a refusal, for the server's words in the new language.
 */
export function useAdminRead<T>(path: string | null, options: AdminReadOptions<T> = {}): AdminRead<T> {
  const { lang } = useLanguage();
  const { view, revision, perLanguage = false, keepPrevious = false } = options;
  const key: ReadKey | null =
    path === null
      ? null
      : [path, view?.name ?? '', perLanguage ? lang : '', revision === undefined ? '' : String(revision)];
  const result = useSWR<T, AdminReadError, ReadKey | null>(
    key,
    async ([readPath]: ReadKey) => {
      try {
        return await (view ? view.read(lang) : adminCall<T>(lang, 'GET', readPath));
      } catch (error) {
        if (typeof error === 'object' && error !== null) askedIn.set(error, lang);
        throw error;
      }
    },
    { ...READ_OPTIONS, keepPreviousData: keepPrevious },
  );
  const { cache, mutate: mutateCache } = useSWRConfig();
  const id = key === null ? null : unstable_serialize(key);
  useEffect(
    () =>
      id === null ? undefined : holdAnswer(cache, id, () => void mutateCache(id, undefined, { revalidate: true })),
    [cache, id, mutateCache],
  );
  const { error, mutate } = result;
  useEffect(() => {
    if (error !== undefined && askedIn.get(error) !== lang) void mutate();
  }, [error, lang, mutate]);
  return result;
}

/** Whether a read of `readPath` is of `path` or below it (`/content/news` holds `/content/news?page=2` and `/content/news/n1`). */
export const isUnder = (readPath: string, path: string): boolean =>
  readPath === path || readPath.startsWith(`${path}/`) || readPath.startsWith(`${path}?`);

const isReadKey = (key: unknown): key is ReadKey => Array.isArray(key) && typeof key[0] === 'string';

/**
 * For a change made in the console: reads again every read of a path and below it that a screen shows,
 * e.g. a record's list, detail and versions after a publish of it (a screen not shown reads afresh when
 * it opens).
 */
export function useAdminRevalidate(): (path: string) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((path: string) => mutate((key) => isReadKey(key) && isUnder(key[0], path)), [mutate]);
}

/**
 * The console's data cache, around its screens (ConsoleProviders; the screens of one session have one
 * of their own): one per render, so nothing read is shared with another (a test's render starts empty).
 */
export function AdminReadProvider({ children }: { children: ReactNode }) {
  const [cache] = useState<Cache>(() => new Map());
  useEffect(() => {
    closed.delete(cache);
    return () => {
      closed.add(cache);
    };
  }, [cache]);
  return <SWRConfig value={{ ...READ_OPTIONS, provider: () => cache }}>{children}</SWRConfig>;
}
