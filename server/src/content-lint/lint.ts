import type { Lang } from '@muyuan/contract/lang';
import { TextlintKernel, type TextlintKernelOptions, type TextlintKernelRule } from '@textlint/kernel';
import type { LintConfig } from './config.ts';
import { type ContentDocument, type TextField, textFields } from './fields.ts';
import { advertisingWordsRule } from './rules/advertising-words.ts';
import { markdownPlugin, prhRule, terminologyRule } from './rules/imported-rules.ts';
import { numberFormatRule } from './rules/number-format.ts';
import { placeholderNamesRule } from './rules/placeholder-names.ts';
import { punctuationWidthRule } from './rules/punctuation-width.ts';
import { specFiguresRule } from './rules/spec-figures.ts';
import { zhlintCheck } from './zhlint-check.ts';

/** One fault in the content: where (file, field, line and column within the field), which rule, what to do. */
export interface Finding {
  file: string;
  field: string;
  rule: string;
  message: string;
  severity: 'error' | 'warning';
  /** 1-based line and column inside the field's text. */
  line: number;
  column: number;
}

/** `content/data/news.yaml: [3].zh.body (2:14): advertising-words: "最佳" is …` */
export function formatFinding(f: Finding): string {
  return `${f.file}: ${f.field} (${f.line}:${f.column}): ${f.rule}: ${f.message}`;
}

/** Which rules a field gets depends on its language, whether it is sample content, and whether it is a `num`. */
function ruleSet(config: LintConfig, lang: Lang, sample: boolean, num: boolean): TextlintKernelRule[] {
  const rules: TextlintKernelRule[] = [
    { ruleId: 'prh', rule: prhRule, options: { ruleContents: [config.prhYaml] } },
    { ruleId: 'punctuation-width', rule: punctuationWidthRule, options: { lang } },
    {
      ruleId: 'advertising-words',
      rule: advertisingWordsRule,
      options: { patterns: config.forbidden[lang], allowedQuotations: config.forbidden.allowedQuotations },
    },
    {
      ruleId: 'spec-figures',
      rule: specFiguresRule,
      options: { figures: config.figures, form: num ? 'num' : lang },
    },
  ];
  if (!num) rules.push({ ruleId: 'number-format', rule: numberFormatRule, options: { lang, codes: config.codes } });
  if (!sample) {
    rules.push({
      ruleId: 'placeholder-names',
      rule: placeholderNamesRule,
      options: { names: config.placeholders[lang] },
    });
  }
  if (lang === 'en') {
    rules.push({
      ruleId: 'terminology',
      rule: terminologyRule,
      options: { defaultTerms: false, terms: config.terminology, skip: [] },
    });
  }
  return rules;
}

/**
 * The content lint: checks every text field of the given documents against the house style and returns
 * the findings (none when the copy is clean). Text fields are linted as Markdown (links and emphasis are
 * markup, not text) with textlint (prh terms, English terminology, the site's own rules) and, for
 * Chinese, zhlint's typography checks. The editor console runs this on a draft before publishing;
 * `npm run lint:content` runs it on all of `content/`.
 */
export async function lintContent(documents: ContentDocument[], config: LintConfig): Promise<Finding[]> {
  const kernel = new TextlintKernel();
  const optionsBySet = new Map<string, TextlintKernelOptions>();
  const optionsFor = (field: TextField): TextlintKernelOptions => {
    const num = field.key === 'num';
    const key = ruleSetKey(field);
    let options = optionsBySet.get(key);
    if (!options) {
      options = {
        ext: '.md',
        plugins: [{ pluginId: 'markdown', plugin: markdownPlugin }],
        rules: ruleSet(config, field.lang, field.sample, num),
      };
      optionsBySet.set(key, options);
    }
    return options;
  };

  const fields = documents.flatMap(textFields);
  const findings: Finding[] = [];
  for (const group of groupBy(fields, ruleSetKey)) {
    findings.push(...(await lintGroup(kernel, group, optionsFor(group[0] as TextField))));
  }
  for (const field of fields) {
    if (field.lang === 'zh' && field.key !== 'num') findings.push(...zhlintFindings(field));
  }
  return findings.sort(
    (a, b) =>
      documents.findIndex((d) => d.file === a.file) - documents.findIndex((d) => d.file === b.file) ||
      fieldOrder(a.field, b.field) ||
      a.line - b.line ||
      a.column - b.column,
  );
}

function ruleSetKey(field: TextField): string {
  return `${field.lang}/${field.sample}/${field.key === 'num'}`;
}

function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

/** Fields are compared in the order they stand in the file: `[2].zh.body` before `[10].zh.body`. */
function fieldOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * Lints all fields that share a rule set in one textlint run (the published rules build their
 * dictionaries on every run: one run per field takes far longer): the fields are joined as
 * Markdown paragraphs and each message is given back to the field it falls in.
 */
async function lintGroup(kernel: TextlintKernel, fields: TextField[], options: TextlintKernelOptions) {
  const starts: number[] = [];
  let text = '';
  for (const field of fields) {
    if (text !== '') text += FIELD_SEPARATOR;
    starts.push(text.length);
    text += field.text;
  }
  const result = await kernel.lintText(text, options);
  const findings: Finding[] = [];
  for (const message of result.messages) {
    const at = message.range[0];
    let i = starts.length - 1;
    while (i > 0 && (starts[i] as number) > at) i--;
    const field = fields[i] as TextField;
    const { line, column } = lineAndColumn(field.text, at - (starts[i] as number));
    findings.push({
      file: field.file,
      field: field.field,
      rule: message.ruleId,
      message: message.message,
      severity: message.severity === 1 ? 'warning' : 'error',
      line,
      column,
    });
  }
  return findings;
}

/** Two blank lines end any Markdown block (paragraph, list, quote), so no field's text runs into the next. */
const FIELD_SEPARATOR = '\n\n\n';

function zhlintFindings(field: TextField): Finding[] {
  return zhlintCheck(field.text, field.key).map((hit) => {
    const { line, column } = lineAndColumn(field.text, hit.index);
    return {
      file: field.file,
      field: field.field,
      rule: `zhlint/${hit.rule}`,
      message: `${hit.message}: "${excerpt(field.text, hit.index, hit.length)}"`,
      severity: 'error',
      line,
      column,
    };
  });
}

export function lineAndColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** The words around a hit, on one line. */
export function excerpt(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 6), index + length + 6).replace(/\s+/g, ' ');
}
