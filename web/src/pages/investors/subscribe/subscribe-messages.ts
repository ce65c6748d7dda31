import en from '../../../i18n/locales/en/subscribe.json';
import zh from '../../../i18n/locales/zh-CN/subscribe.json';
import { useMessages } from '../../../i18n/t.ts';

/** The subscribe page's own interface strings (loaded with its chunk only). */
const SUBSCRIBE_MESSAGES = { zh, en };
export type SubscribeMessageKey = keyof typeof zh;

export const useSubscribeMessages = () => useMessages<SubscribeMessageKey>(SUBSCRIBE_MESSAGES);
