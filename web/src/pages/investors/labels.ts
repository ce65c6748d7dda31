import type { PageCopy } from '../../content/page-copy.ts';

/** A page's own interface words (its copy's `labels`), with `{{name}}` placeholders filled in. */
export type Labels = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The labels of a page's copy. A key the copy lacks shows as the key itself, so a missing word is
 * visible on the page (and in tests) rather than silently blank.
 */
export function labelsOf(copy: PageCopy | null): Labels {
  const labels = copy?.labels ?? {};
  return (key, vars) => {
    const text = labels[key] ?? key;
    return vars ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(vars[name] ?? whole)) : text;
  };
}
