import type { Lang } from '@muyuan/contract/lang';
import type { PageCopy } from '@muyuan/contract/page-copy';
import { unstable_serialize } from 'swr';
import { endpointKey, useEndpoint } from '../api/endpoint.ts';
import type { ResolvedRoute } from '../routing/resolve-route.ts';

export type { PageCopy };

/** A page's copy as the page shows it: a copy without blocks (home, search) reads as one with none. */
const shown = (copy: PageCopy | null): PageCopy | null => (copy ? { ...copy, blocks: copy.blocks ?? [] } : null);

export type PageCopyState =
  | { status: 'loading' }
  | { status: 'ready'; copy: PageCopy | null }
  | { status: 'failed'; retry: () => void };

/** The page whose copy a route shows: its navigation id, or null (an article, not found). */
export const copyIdOf = (route: ResolvedRoute): string | null => (route.kind === 'page' ? route.item.id : null);

/**
 * The copy of a page (by navigation id) from the API, as published in the back office, like every
 * other answer: through SWR, so a server render asks for it and embeds it, the browser's first render
 * reads it from there, and a visit's next pages ask for it while their code loads. `null` for a route
 * without copy (an article, not found) and for a page without copy in the language.
 */
export function usePageCopy(navId: string | null): PageCopyState {
  const { data, error, mutate } = useEndpoint('pageCopy', navId === null ? null : { id: navId });
  if (navId === null) return { status: 'ready', copy: null };
  if (data !== undefined) return { status: 'ready', copy: shown(data) };
  if (error) return { status: 'failed', retry: () => void mutate() };
  return { status: 'loading' };
}

/** The data key of a page's copy (a server render's answers are kept under it). */
export const pageCopyKey = (navId: string, lang: Lang) =>
  unstable_serialize(endpointKey('pageCopy', lang, { id: navId }));

/** A page's copy among a server render's answers, or null. */
export function pageCopyIn(data: Record<string, unknown>, navId: string | null, lang: Lang) {
  return navId === null ? null : shown((data[pageCopyKey(navId, lang)] as PageCopy | null | undefined) ?? null);
}
