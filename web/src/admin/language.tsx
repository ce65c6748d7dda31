import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type ConsoleLang, type ConsoleStrings, HTML_LANG, STRINGS } from './strings.ts';

const STORAGE_KEY = 'muyuan-admin-lang';

interface LanguageValue {
  lang: ConsoleLang;
  t: ConsoleStrings;
  setLang: (lang: ConsoleLang) => void;
}

const LanguageContext = createContext<LanguageValue | null>(null);

/** The chosen language, remembered in this browser; Chinese unless English was chosen. */
function initialLang(): ConsoleLang {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<ConsoleLang>(initialLang);
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    document.title = STRINGS[lang].title;
  }, [lang]);
  const value = useMemo<LanguageValue>(
    () => ({
      lang,
      t: STRINGS[lang],
      setLang: (next) => {
        setLangState(next);
        try {
          localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // Storage refused (private mode): the choice lasts for this page only.
        }
      },
    }),
    [lang],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside LanguageProvider');
  return value;
}
