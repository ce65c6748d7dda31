import type { Lang } from '@muyuan/contract/lang';

/** The static copy of a page (content/pages/<nav id>/<lang>.yaml): title, description, free-form sections. */
export interface PageCopy {
  title: string;
  description: string;
  [section: string]: unknown;
}

// Each file becomes its own chunk, loaded with the page that shows it (never through the API).
const COPY_FILES = import.meta.glob<{ default: PageCopy }>('../../../content/pages/*/*.yaml');

export async function loadPageCopy(navId: string, lang: Lang): Promise<PageCopy | null> {
  const load = COPY_FILES[`../../../content/pages/${navId}/${lang}.yaml`];
  return load ? (await load()).default : null;
}
