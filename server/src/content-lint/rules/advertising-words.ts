import { type Hit, matchesOf, overlapsAny, strRule } from './str-rule.ts';

/**
 * House rule: no words China's Advertising Law forbids (art. 9(3): "national level", "highest level",
 * "best" and the like: 最佳, 第一, 顶级, 国家级, 极致, "the best" …). The words come from
 * `content/terms.yml` (`forbidden`); a quotation listed there (`allowedQuotations`) may hold them.
 */
export interface AdvertisingWordsOptions {
  patterns: RegExp[];
  allowedQuotations: string[];
}

export function scanAdvertisingWords(text: string, { patterns, allowedQuotations }: AdvertisingWordsOptions): Hit[] {
  const allowed = allowedSpans(text, allowedQuotations);
  const hits: Hit[] = [];
  for (const pattern of patterns) {
    for (const m of matchesOf(pattern, text)) {
      const end = m.index + m[0].length;
      if (allowed.some(([from, to]) => m.index >= from && end <= to)) continue;
      if (overlapsAny(hits, m.index, end)) continue;
      hits.push({
        index: m.index,
        length: m[0].length,
        message: `"${m[0]}" is a word the Advertising Law forbids: say what is measured instead (or list the quotation in content/terms.yml allowedQuotations)`,
      });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

function allowedSpans(text: string, quotations: string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const quotation of quotations) {
    if (quotation === '') continue;
    for (let at = text.indexOf(quotation); at !== -1; at = text.indexOf(quotation, at + 1)) {
      spans.push([at, at + quotation.length]);
    }
  }
  return spans;
}

export const advertisingWordsRule = strRule(scanAdvertisingWords);
