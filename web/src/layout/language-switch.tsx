import { otherLanguageHref, useAddressStyle } from '../app/address-style.tsx';
import type { ResolvedRoute } from '../app/resolve-route.ts';
import { useLang } from '../i18n/lang-context.tsx';
import { useT } from '../i18n/t.ts';
import { localeOf, storeLanguage } from '../lib/language.ts';

/**
 * Goes to the same page in the other language (`/en/#/culture`, or `/en/culture` from a path address),
 * or the nearest listed page when the other language hides it. A full navigation: the whole site then
 * loads in that language.
 */
export function LanguageSwitch({ route }: { route: ResolvedRoute }) {
  const lang = useLang();
  const t = useT();
  const style = useAddressStyle();
  const other = lang === 'en' ? 'zh' : 'en';
  return (
    <a
      className="language-switch"
      href={otherLanguageHref(style, other, route.path)}
      hrefLang={localeOf(other)}
      lang={localeOf(other)}
      aria-label={`${t('switchLanguage')}: ${t('otherLanguageName')}`}
      onClick={() => storeLanguage(other)}
    >
      {t('otherLanguageName')}
    </a>
  );
}
