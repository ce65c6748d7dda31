import type { Lang } from '@muyuan/contract/lang';
import { createContext, type ReactNode, useContext } from 'react';
import { CURRENT_LANG } from '../lib/language.ts';

const LangContext = createContext<Lang>(CURRENT_LANG);

/**
 * The language the tree renders in. In the browser it is the page load's language (from the address
 * path); a prerender or a test renders a tree per language by wrapping it in a provider.
 */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext value={lang}>{children}</LangContext>;
}

export function useLang(): Lang {
  return useContext(LangContext);
}
