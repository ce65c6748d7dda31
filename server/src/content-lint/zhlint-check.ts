import { type Options, run } from 'zhlint';
import * as M from 'zhlint/lib/rules/messages.js';

/**
 * zhlint's typography checks for Chinese text, set to the house style:
 * - full-width punctuation is the house rule `punctuation-width`'s job, so zhlint converts no punctuation
 *   (its default preset would turn `（）` into `()`, against the house style `（达100 kg）`);
 * - no space between Chinese and Latin letters or digits (`4026万头`, `85℃`, `ESG报告`): the way about
 *   95 % of the copy is written;
 * - Chinese quotation marks `“”` are full-width like the rest (no space around them);
 * - the other spacing rules of its default preset (no space around full-width punctuation, one space
 *   between half-width words, no space inside brackets and quotes);
 * - a headline (title, subtitle, heading, label) may part its two phrases with a space, as Chinese
 *   headlines do (`智能养殖 科技兴农`); body text may not.
 */
const RULES: NonNullable<Options['rules']> = {
  preset: 'default',
  halfwidthPunctuation: '',
  fullwidthPunctuation: '',
  adjustedFullwidthPunctuation: '',
  unifiedPunctuation: undefined,
  spaceBetweenMixedwidthContent: false,
  spaceOutsideHalfwidthBracket: undefined,
  skipPureWestern: true,
};
const HEADLINE_RULES: NonNullable<Options['rules']> = { ...RULES, noSpaceBetweenFullwidthContent: undefined };
/** Fields whose Chinese may part phrases with a space: headlines, and address or place lines (`河南省南阳市 屠宰厂`). */
const HEADLINE_KEYS = new Set(['title', 'subtitle', 'heading', 'label', 'linkLabel', 'name', 'location', 'value']);

/**
 * zhlint reports in Chinese and names no rule; each of its messages gets the rule it comes from and an
 * English wording (zhlint words "no space between Chinese and Latin" like "one space", a bug of its own,
 * and under this configuration it only ever means "no space").
 */
const MESSAGES = new Map<string, { rule: string; text: string }>([
  [
    M.CONTENT_SPACE_MIXED_WIDTH,
    { rule: 'space-mixed-width', text: 'no space between Chinese and Latin letters or digits' },
  ],
  [M.CONTENT_NOSPACE_FULL_WIDTH, { rule: 'space-full-width', text: 'no space between Chinese characters' }],
  [M.CONTENT_SPACE_HALF_WIDTH, { rule: 'space-half-width', text: 'one space between Latin words' }],
  [M.PUNCTUATION_NOSPACE_BEFORE, { rule: 'space-punctuation', text: 'no space before a punctuation mark' }],
  [M.PUNCTUATION_NOSPACE_AFTER, { rule: 'space-punctuation', text: 'no space after a full-width punctuation mark' }],
  [M.PUNCTUATION_SPACE_AFTER, { rule: 'space-punctuation', text: 'one space after a half-width punctuation mark' }],
  [M.BRACKET_NOSPACE_INSIDE, { rule: 'space-bracket', text: 'no space inside brackets' }],
  [M.BRACKET_NOSPACE_OUTSIDE, { rule: 'space-bracket', text: 'no space outside full-width brackets' }],
  [M.QUOTATION_NOSPACE_INSIDE, { rule: 'space-quotation', text: 'no space inside quotation marks' }],
  [M.QUOTATION_NOSPACE_OUTSIDE, { rule: 'space-quotation', text: 'no space outside quotation marks' }],
  [M.QUOTATION_SPACE_OUTSIDE, { rule: 'space-quotation', text: 'one space outside half-width quotation marks' }],
  [M.TRIM_SPACE, { rule: 'space-trim', text: 'no space at the start or end' }],
  [M.CODE_SPACE_OUTSIDE, { rule: 'space-code', text: 'space around inline code' }],
  [M.CODE_NOSPACE_OUTSIDE, { rule: 'space-code', text: 'no space around inline code' }],
  [M.MARKDOWN_SPACE_OUTSIDE, { rule: 'space-markup', text: 'spaces belong outside Markdown marks' }],
  [M.MARKDOWN_NOSPACE_INSIDE, { rule: 'space-markup', text: 'no space inside Markdown marks' }],
]);

/** Spaces around arithmetic in a formula (`转债价格 ÷ 转股价值 − 1`) are the formula's, not prose spacing. */
const FORMULA_OPERATOR = /[÷×=+−<>≤≥]/;

export interface ZhlintHit {
  /** `space-mixed-width`, `space-bracket` … */
  rule: string;
  index: number;
  length: number;
  message: string;
}

/** zhlint's findings in a Chinese text stored under `key`. */
export function zhlintCheck(text: string, key: string): ZhlintHit[] {
  const rules = HEADLINE_KEYS.has(key) ? HEADLINE_RULES : RULES;
  // No Hexo tag parsing: the copy is Markdown only. zhlint logs its own parse warnings; the findings are
  // what the lint reports.
  const result = run(text, { rules, hyperParse: ['ignore', 'md'], logger: silentConsole });
  return result.validations
    .filter((v) => !FORMULA_OPERATOR.test(text.slice(Math.max(0, v.index - 2), v.index + v.length + 2)))
    .map((v) => {
      const known = MESSAGES.get(v.message);
      return {
        rule: known?.rule ?? 'typography',
        index: v.index,
        length: v.length,
        message: known ? `${known.text} (${v.message})` : v.message,
      };
    });
}

const silentConsole = { ...console, log() {}, warn() {}, error() {} } as Console;
