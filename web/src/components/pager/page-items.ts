/** A page number, or a gap between distant numbers. */
export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows: always the first and the last, the current one with `around`
 * neighbours on each side, and a gap where numbers are left out (1 … 4 5 6 … 20).
 */
export function pageItems(current: number, pages: number, around = 1): PageItem[] {
  if (pages <= 1) return [1];
  const shown = new Set<number>([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  // A gap of one number is shown as that number: "1 2 3", never "1 … 3".
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

/** The page number in a query value: a whole number of at least 1, else 1. */
export function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
