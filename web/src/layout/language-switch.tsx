import { useLang } from '../i18n/lang-context.tsx';
import { useT } from '../i18n/t.ts';
import { localeOf, storeLanguage } from '../lib/language.ts';
import { otherLanguageHref, switchTarget, useAddressStyle } from '../routing/address-style.tsx';
import { useHashSearch } from '../routing/hash-location.ts';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { useShownRecord } from '../routing/shown-record.ts';

/**
 * Goes to the same place in the other language (`/en/#/culture`, `/en/culture` from a path address),
 * query and all (a record's id, filters, page, search words); to the nearest listed page when the
 * other language hides the page; and, for an article or record not published in that language, to
 * the list it belongs to there, which says so. A full navigation: the whole site then loads in that
 * language.
 *
 * "切换语言" is said in the page's language and "English" in English (its own `lang`), so a screen
 * reader speaks each with the right voice; the name it reads is the link's text, not a label over it.
 */
export function LanguageSwitch({ route }: { route: ResolvedRoute }) {
  const lang = useLang();
  const t = useT();
  const style = useAddressStyle();
  const search = useHashSearch();
  const record = useShownRecord(route, search);
  const other = lang === 'en' ? 'zh' : 'en';
  const here = search ? `${route.path}?${search}` : route.path;
  return (
    <a
      className="language-switch"
      href={otherLanguageHref(style, other, switchTarget(here, record, other))}
      hrefLang={localeOf(other)}
      onClick={() => storeLanguage(other)}
    >
      <span className="visually-hidden">{t('labelled', { label: t('switchLanguage'), value: '' })}</span>
      <span lang={localeOf(other)}>{t('otherLanguageName')}</span>
    </a>
  );
}
