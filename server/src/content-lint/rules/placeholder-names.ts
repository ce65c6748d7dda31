import { type Hit, strRule } from './str-rule.ts';

/**
 * House rule: the placeholder names of the seed data (people, partners, institutions; listed in
 * `content/terms.yml` under `placeholders`) appear only in sample content, i.e. inside a record or block
 * marked `sample: true`, which the pages label as such. The linter leaves this rule out for such fields.
 */
export interface PlaceholderNamesOptions {
  names: string[];
}

export function scanPlaceholderNames(text: string, { names }: PlaceholderNamesOptions): Hit[] {
  const hits: Hit[] = [];
  for (const name of names) {
    for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + name.length)) {
      hits.push({
        index: at,
        length: name.length,
        message: `"${name}" is a placeholder name: mark the record or block \`sample: true\` or use a real name`,
      });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

export const placeholderNamesRule = strRule(scanPlaceholderNames);
