import type { Lang } from '@muyuan/contract/lang';
import { useCallback } from 'react';
import { useLang } from './lang-context.tsx';
import en from './locales/en/common.json';
import zh from './locales/zh-CN/common.json';

/**
 * The interface strings (buttons, messages, labels) of both languages, a few hundred bytes each: a
 * lookup with `{{name}}` placeholders is all the site needs, so no i18n library is downloaded.
 * Menus come from the navigation tree and page copy from content/.
 */
export type MessageKey = keyof typeof zh;
export type MessageVars = Record<string, string | number>;
const MESSAGES: Record<Lang, Record<MessageKey, string>> = { zh, en };

/** `text` with its `{{name}}` placeholders filled (a placeholder without a value stays visible). */
function fill(text: string, vars?: MessageVars): string {
  return vars ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(vars[name] ?? whole)) : text;
}

export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  return fill(MESSAGES[lang][key] ?? MESSAGES.zh[key] ?? key, vars);
}

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** `t(key, vars)` in the language the tree renders in. */
export function useT(): Translate {
  const lang = useLang();
  return useCallback((key, vars) => translate(lang, key, vars), [lang]);
}

/**
 * A translator over a page's own messages (a locale file per language imported by that page's
 * module), so strings only one page needs are downloaded with that page.
 */
export function useMessages<K extends string>(messages: Record<Lang, Record<K, string>>) {
  const lang = useLang();
  return useCallback(
    (key: K, vars?: MessageVars) => fill(messages[lang][key] ?? messages.zh[key] ?? key, vars),
    [lang, messages],
  );
}
