import { type Hit, matchesOf, overlapsAny, strRule } from './str-rule.ts';

/** One figure of the specification, from `content/facts.yml`. */
export interface SpecFigure {
  id: string;
  fact: string;
  /** The ways the figure is written: per language, and `num` for a statistic's plain number. */
  accepted: { zh: string[]; en: string[]; num?: string[] };
  /** Finds the figure however it is written. */
  detect: RegExp[];
}

export interface SpecFiguresOptions {
  figures: SpecFigure[];
  /** Which accepted forms hold for this field. */
  form: 'zh' | 'en' | 'num';
}

/**
 * House rule: each figure of the specification is written one way per language. Every way of writing
 * a figure that `detect` finds must be, or lie inside, one of its accepted forms; anything else
 * (`0至4℃`, `二百公里`, `22,000,000 pigs` in prose, `40.26m`) is reported with the form to use.
 */
export function scanSpecFigures(text: string, { figures, form }: SpecFiguresOptions): Hit[] {
  const hits: Hit[] = [];
  for (const figure of figures) {
    const accepted = acceptedForms(figure, form);
    const acceptedSpans = accepted.flatMap((a) => spansOf(text, a));
    for (const pattern of figure.detect) {
      for (const m of matchesOf(pattern, text)) {
        const written = m[0].trim();
        if (written === '') continue;
        const start = m.index + m[0].indexOf(written);
        const end = start + written.length;
        if (accepted.includes(written)) continue;
        if (acceptedSpans.some(([from, to]) => start >= from && end <= to)) continue;
        if (overlapsAny(hits, start, end)) continue;
        hits.push({
          index: start,
          length: written.length,
          message: `"${written}" writes the spec's figure "${figure.fact}" another way: write ${accepted.map((a) => `"${a}"`).join(' or ')}`,
        });
      }
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

function acceptedForms(figure: SpecFigure, form: SpecFiguresOptions['form']): string[] {
  if (form === 'num') return figure.accepted.num ?? [...figure.accepted.zh, ...figure.accepted.en];
  return figure.accepted[form];
}

function spansOf(text: string, needle: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1))
    spans.push([at, at + needle.length]);
  return spans;
}

export const specFiguresRule = strRule(scanSpecFigures);
