import type { Lang } from '@muyuan/contract/lang';
import type { PageCopy } from '@muyuan/contract/page-copy';

export type { PageCopy };

// Each file becomes its own chunk, loaded with the page that shows it (never through the API); the
// importer has validated every file against the contract's page-copy schema.
const COPY_FILES = import.meta.glob<{ default: PageCopy }>('../../../content/pages/*/*.yaml');

/** The source of a page's copy as the build manifest names it (relative to web/). */
export const pageCopySource = (navId: string, lang: Lang) => `../content/pages/${navId}/${lang}.yaml`;

export async function loadPageCopy(navId: string, lang: Lang): Promise<PageCopy | null> {
  const load = COPY_FILES[`../../../content/pages/${navId}/${lang}.yaml`];
  if (!load) return null;
  const copy = (await load()).default;
  // A file without blocks (home, search) reads as one with none.
  return { ...copy, blocks: copy.blocks ?? [] };
}
