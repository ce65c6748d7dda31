import type { Lang } from '@muyuan/contract/lang';
import { useCallback } from 'react';
import { formatMessage, type Message, type MessageVars } from './format-message.ts';
import { useLang } from './lang-context.tsx';
import en from './locales/en/common.json';
import zh from './locales/zh-CN/common.json';

/**
 * The interface strings (buttons, messages, labels) of both languages, a few hundred bytes each: a
 * lookup formatted by format-message.ts (`{{name}}` places, plurals) is all the site needs, so no
 * i18n library is downloaded. Menus come from the navigation tree and page copy from content/.
 */
export type MessageKey = keyof typeof zh;
const MESSAGES: Record<Lang, Record<MessageKey, Message>> = { zh, en };

export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  return formatMessage(lang, MESSAGES[lang][key] ?? MESSAGES.zh[key] ?? key, vars);
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
export function useMessages<K extends string>(messages: Record<Lang, Record<K, Message>>) {
  const lang = useLang();
  return useCallback(
    (key: K, vars?: MessageVars) => formatMessage(lang, messages[lang][key] ?? messages.zh[key] ?? key, vars),
    [lang, messages],
  );
}
