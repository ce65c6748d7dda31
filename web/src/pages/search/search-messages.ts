import en from '../../i18n/locales/en/search.json';
import zh from '../../i18n/locales/zh-CN/search.json';
import { useMessages } from '../../i18n/t.ts';

/** The search page's own words, downloaded with the page (both result groups use them). */
const SEARCH_MESSAGES = { zh, en };

export const useSearchMessages = () => useMessages(SEARCH_MESSAGES);
export type SearchMessages = ReturnType<typeof useSearchMessages>;
