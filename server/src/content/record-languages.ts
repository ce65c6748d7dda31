import type { Lang } from '@muyuan/contract/lang';

/** A record's languages in the site's order: Chinese first. */
export function sortLanguages(langs: readonly Lang[]): Lang[] {
  return [...new Set(langs)].sort((a, b) => (a === b ? 0 : a === 'zh' ? -1 : 1));
}
