import type { Lang } from '@muyuan/contract/lang';

/** The public site's search for `query` in `lang` (the English site lives under `/en/`), on the console's own origin. */
export const publicSearchHref = (lang: Lang, query: string): string =>
  `${lang === 'en' ? '/en/' : '/'}#/search?${new URLSearchParams({ keyword: query }).toString()}`;
