import type { Lang } from '@muyuan/contract/lang';
import { findRoute, redirectFor } from '@muyuan/contract/sitemap';
import { useEffect, useState } from 'react';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import { localeOf } from '../../lib/language.ts';
import { SURVEY_RECORD_ROUTE } from '../../lib/record-lists.ts';
import { otherLanguageHref, UNTRANSLATED_PARAM, useAddressStyle } from '../../routing/address-style.tsx';
import { navigate, splitRoute, useHashSearch, withQuery } from '../../routing/hash-location.ts';
import { type ResolvedRoute, resolveRoute } from '../../routing/resolve-route.ts';
import './untranslated-notice.css';

/**
 * The route named by the address (`?untranslated=/detail/news/x`) when it is one a language switch
 * leaves for lack of a translation: an article, a survey record, or a page this language hides. Nothing
 * else: the notice's link must never lead off the site.
 */
export function untranslatedRoute(search: string, lang: Lang): { route: string; kind: 'record' | 'page' } | null {
  const named = new URLSearchParams(search).get(UNTRANSLATED_PARAM);
  if (!named?.startsWith('/')) return null;
  const { path } = splitRoute(named);
  const record = resolveRoute(path).kind === 'detail' || path === SURVEY_RECORD_ROUTE;
  const hiddenPage = findRoute(path) !== undefined && redirectFor(path, lang) !== path;
  if (record) return { route: named, kind: 'record' };
  return hiddenPage ? { route: named, kind: 'page' } : null;
}

type Untranslated = NonNullable<ReturnType<typeof untranslatedRoute>>;

/**
 * Says, on the page the language switch led to, that the record or page the visitor was reading is
 * not published in this language, with a link to it (filters and page kept) in the language it is in.
 * Its name is then dropped from the address (a copied address is this page's), and the notice stays
 * until the visitor leaves the page or closes it.
 */
export function UntranslatedNotice({ route }: { route: ResolvedRoute }) {
  const t = useT();
  const lang = useLang();
  const style = useAddressStyle();
  const search = useHashSearch();
  const named = untranslatedRoute(search, lang);
  const [kept, setKept] = useState<{ key: string; left: Untranslated } | null>(null);
  const left = named ?? (kept?.key === route.key ? kept.left : null);

  useEffect(() => {
    if (new URLSearchParams(search).get(UNTRANSLATED_PARAM) === null) return;
    if (named) setKept({ key: route.key, left: named });
    navigate(withQuery(route.path, search, { [UNTRANSLATED_PARAM]: null }), { replace: true });
  }, [named, route.key, route.path, search]);

  if (!left) return null;
  const other = lang === 'en' ? 'zh' : 'en';
  return (
    <div className="untranslated-notice" role="status">
      <div className="container untranslated-notice-inner">
        <p>
          {t(left.kind === 'page' ? 'untranslatedPageNotice' : 'untranslatedNotice')}{' '}
          <a href={otherLanguageHref(style, other, left.route)} hrefLang={localeOf(other)}>
            {t('untranslatedLink')} ›
          </a>
        </p>
        <button type="button" className="untranslated-notice-close" onClick={() => setKept(null)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('closeNotice')}</span>
        </button>
      </div>
    </div>
  );
}
