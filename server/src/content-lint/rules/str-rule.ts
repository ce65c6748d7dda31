import type { TextlintRuleModule } from '@textlint/types';

/** One fault a rule found in a run of text: where it starts, how long it is, what to write instead. */
export interface Hit {
  index: number;
  length: number;
  message: string;
}

/**
 * A textlint rule that scans the plain text of each `Str` node (so Markdown link targets, code and
 * markup are never read) with `scan` and reports every hit at its place in the field.
 */
export function strRule<Options extends object>(scan: (text: string, options: Options) => Hit[]): TextlintRuleModule {
  return (context, options) => {
    const { Syntax, RuleError, report, getSource, locator } = context;
    return {
      [Syntax.Str](node) {
        const text = getSource(node);
        for (const hit of scan(text, (options ?? {}) as Options)) {
          report(node, new RuleError(hit.message, { padding: locator.range([hit.index, hit.index + hit.length]) }));
        }
      },
    };
  };
}

/** The global twin of each pattern, made once (rules run on thousands of text nodes). */
const globalTwins = new WeakMap<RegExp, RegExp>();

/** Every match of `pattern` (made global) in `text`. */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  let global = globalTwins.get(pattern);
  if (!global) {
    global = pattern.flags.includes('g') ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
    globalTwins.set(pattern, global);
  }
  return [...text.matchAll(global)];
}

/** Whether [start, end) overlaps a hit already found (two patterns finding the same words report once). */
export function overlapsAny(hits: Hit[], start: number, end: number): boolean {
  return hits.some((h) => start < h.index + h.length && h.index < end);
}
