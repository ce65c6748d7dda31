import { DEFAULT_LANG, type Lang } from '@muyuan/contract/lang';
import type { PageCopy } from '../../content/page-copy.ts';
import { formatMessage, type MessageVars } from '../../i18n/format-message.ts';

/** A page's own interface words (its copy's `labels`), with `{{name}}` places filled in (format-message.ts). */
export type Labels = (key: string, vars?: MessageVars) => string;

/**
 * The labels of a page's copy in its language. A key the copy lacks shows as the key itself, so a
 * missing word is visible on the page (and in tests) rather than silently blank.
 */
export function labelsOf(copy: PageCopy | null, lang: Lang = DEFAULT_LANG): Labels {
  const labels = copy?.labels ?? {};
  return (key, vars) => formatMessage(lang, labels[key] ?? key, vars);
}
