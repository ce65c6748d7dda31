import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import type { SpecFigure } from './rules/spec-figures.ts';

/** The lint's knowledge of the house style, read from `content/terms.yml` and `content/facts.yml`. */
export interface LintConfig {
  /** textlint-rule-prh rules as a prh YAML document. */
  prhYaml: string;
  /** textlint-rule-terminology terms (English). */
  terminology: Array<string | [string, string]>;
  forbidden: { zh: RegExp[]; en: RegExp[]; allowedQuotations: string[] };
  placeholders: { zh: string[]; en: string[] };
  /** Identifiers written as issued (securities codes, postcode). */
  codes: string[];
  figures: SpecFigure[];
}

export const TERMS_FILE = 'terms.yml';
export const FACTS_FILE = 'facts.yml';

const termsSchema = z.strictObject({
  prh: z.object({ version: z.number(), rules: z.array(z.object({ expected: z.string() }).passthrough()) }),
  terminology: z.array(z.union([z.string(), z.tuple([z.string(), z.string()])])),
  forbidden: z.strictObject({
    zh: z.array(z.string()),
    en: z.array(z.string()),
    allowedQuotations: z.array(z.string()),
  }),
  codes: z.array(z.string()),
  placeholders: z.strictObject({ zh: z.array(z.string()), en: z.array(z.string()) }),
});

const factsSchema = z.array(
  z.strictObject({
    id: z.string(),
    fact: z.string(),
    accepted: z.strictObject({
      zh: z.array(z.string()).min(1),
      en: z.array(z.string()).min(1),
      num: z.array(z.string()).optional(),
    }),
    detect: z.array(z.string()).min(1),
  }),
);

/** `/regex/` is a regular expression, anything else a literal word (as prh writes its patterns). */
export function wordPattern(word: string, flags = 'u'): RegExp {
  const regex = /^\/(.+)\/$/.exec(word);
  return new RegExp(regex ? (regex[1] ?? '') : word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}

function readYamlFile(path: string): unknown {
  return parse(readFileSync(path, 'utf8'));
}

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
}

/** Reads and checks the term list and the facts table of a content folder. */
export function loadLintConfig(contentDir: string): LintConfig {
  const terms = parseOrThrow(termsSchema, readYamlFile(resolve(contentDir, TERMS_FILE)), TERMS_FILE);
  const facts = parseOrThrow(factsSchema, readYamlFile(resolve(contentDir, FACTS_FILE)), FACTS_FILE);
  return {
    prhYaml: stringify(terms.prh),
    terminology: terms.terminology,
    forbidden: {
      zh: terms.forbidden.zh.map((w) => wordPattern(w)),
      en: terms.forbidden.en.map((w) => wordPattern(w, 'iu')),
      allowedQuotations: terms.forbidden.allowedQuotations,
    },
    placeholders: terms.placeholders,
    codes: terms.codes,
    figures: facts.map((f) => ({ ...f, detect: f.detect.map((d) => new RegExp(d, 'u')) })),
  };
}
