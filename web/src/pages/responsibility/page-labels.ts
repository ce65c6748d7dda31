import type { PageCopy } from '../../content/page-copy.ts';

/**
 * The words a page's component needs from its copy's `labels`, by name. A missing one shows its
 * name rather than nothing, so a gap in the copy is visible (and the copy test catches it first).
 */
export function pageLabels<K extends string>(copy: PageCopy | null, keys: readonly K[]): Record<K, string> {
  const labels = copy?.labels ?? {};
  return Object.fromEntries(keys.map((key) => [key, labels[key] ?? key])) as Record<K, string>;
}
