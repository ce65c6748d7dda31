import type { Lang } from '@muyuan/contract/lang';
import { excerpt, type Finding, lineAndColumn } from './lint.ts';
import { scanPunctuationWidth } from './rules/punctuation-width.ts';
import { zhlintCheck } from './zhlint-check.ts';

/**
 * A text a rendered page shows or says: a run of its visible text, or accessible text it generates
 * (aria-label, alt, title, a chart's description). Much of it is the content (linted as written), the
 * rest comes from code: interface strings, and sentences put together from values.
 */
export interface RenderedText {
  /** The page's address (`/financial`, `/en/financial`). */
  page: string;
  /** Where on the page (`svg desc`, `button[aria-label]`, `p.hint`). */
  where: string;
  lang: Lang;
  text: string;
}

/**
 * zhlint's rules about punctuation: no space before a mark, none after a full-width one, none inside
 * brackets and quotes. Its word-spacing rules are not run here: a run of rendered text joins texts that
 * stand apart on the screen (a count after its label, an arrow before a link, two headlines side by
 * side), so a space there is layout, not prose; the words' own spacing is linted where they are written.
 */
const ZHLINT_PUNCTUATION = new Set(['space-punctuation', 'space-bracket', 'space-quotation']);

/**
 * The content lint's punctuation rules over what pages render (`punctuation-width` in both languages,
 * and zhlint's punctuation rules for Chinese), so that a sentence code puts together (`2019年度: 202.21亿元`)
 * is held to the rules of the copy. A text that stands on many pages (the menus, the footer) is checked
 * once, named by the first page it stands on.
 */
export function lintRenderedText(texts: RenderedText[]): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const unit of texts) {
    const key = `${unit.lang}|${unit.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const hits = scanPunctuationWidth(unit.text, { lang: unit.lang }).map((hit) => ({
      ...hit,
      rule: 'punctuation-width',
    }));
    if (unit.lang === 'zh') {
      for (const hit of zhlintCheck(unit.text, 'text')) {
        if (ZHLINT_PUNCTUATION.has(hit.rule)) hits.push({ ...hit, rule: `zhlint/${hit.rule}` });
      }
    }
    for (const hit of hits) {
      findings.push({
        file: unit.page,
        field: unit.where,
        rule: hit.rule,
        message: `${hit.message}: "${excerpt(unit.text, hit.index, hit.length)}"`,
        severity: 'error',
        ...lineAndColumn(unit.text, hit.index),
      });
    }
  }
  return findings;
}
