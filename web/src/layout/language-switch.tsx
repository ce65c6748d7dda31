import { useTranslation } from 'react-i18next';
import type { ResolvedRoute } from '../app/resolve-route.ts';
import { addressFor, CURRENT_LANG, localeOf, storeLanguage } from '../lib/language.ts';

/**
 * Goes to the other language's path (`/` or `/en/`) with the same hash route, or the nearest listed
 * page when the other language hides it. A full navigation: the whole site then loads in that language.
 */
export function LanguageSwitch({ route }: { route: ResolvedRoute }) {
  const { t } = useTranslation();
  const other = CURRENT_LANG === 'en' ? 'zh' : 'en';
  return (
    <a
      className="language-switch"
      href={addressFor(other, route.path)}
      hrefLang={localeOf(other)}
      lang={localeOf(other)}
      aria-label={`${t('switchLanguage')}: ${t('otherLanguageName')}`}
      onClick={() => storeLanguage(other)}
    >
      {t('otherLanguageName')}
    </a>
  );
}
