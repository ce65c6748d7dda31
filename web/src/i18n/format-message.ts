import type { Lang } from '@muyuan/contract/lang';

/**
 * The one way interface text is written, on the public site and in the console: `{{name}}` places and
 * plurals as an object of plural categories chosen by the `count` value. No library and no Intl
 * (format-number.ts says why): this module is in the public site's first download, so it stays a few
 * hundred bytes. Numbers that want grouping are written by format-number.ts and passed as text.
 */
export type PluralMessage = { readonly other: string } & { readonly [C in Intl.LDMLPluralRule]?: string };
/** A text with `{{name}}` places, or its plural forms (English `{ one, other }`; Chinese needs only `other`). */
export type Message = string | PluralMessage;
export type MessageVars = Readonly<Record<string, string | number>>;
/** A dictionary's type from its Chinese one: a text is any string, a plural message (`{ other }`) any plural forms. */
export type Dictionary<T> = { readonly [K in keyof T]: T[K] extends string ? string : PluralMessage };
/** The keys of a dictionary's plain texts (those shown as they are, without formatMessage). */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** Plural category of a count as `Intl.PluralRules` gives it: Chinese has one form, English "one" for ±1. */
export function pluralCategory(lang: Lang, count: number): 'one' | 'other' {
  return lang === 'en' && Math.abs(count) === 1 ? 'one' : 'other';
}

/**
 * `message` in `lang` with its places filled: a plural message picks its form by `vars.count` (no
 * count: `other`). A value is inserted as it is (a year stays 2024, never "2,024"; a grouped figure comes
 * as text from format-number.ts). A place without a value stays visible (`{{name}}`) rather than silently
 * blank. Byte sizes are format-bytes.ts's (kept out of here: this module is in the public site's first download).
 */
export function formatMessage(lang: Lang, message: Message, vars: MessageVars = {}): string {
  const text =
    typeof message === 'string' ? message : (message[pluralCategory(lang, Number(vars.count))] ?? message.other);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}
