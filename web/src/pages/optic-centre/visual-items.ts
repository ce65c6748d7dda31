import type { PageCopy } from '../../content/page-copy.ts';

/** One picture (optionally a video) of the visual centre, as written in its page copy's `items`. */
export interface VisualItem {
  title: string;
  image: string | null;
  video: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** Reads `items` of the visual centre's copy, dropping anything malformed. */
export function visualItemsOf(copy: PageCopy | null): VisualItem[] {
  const items = copy?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return [];
    const r = raw as Record<string, unknown>;
    const title = text(r.title);
    return title ? [{ title, image: text(r.image), video: text(r.video) }] : [];
  });
}
