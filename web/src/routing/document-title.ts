import type { Lang } from '@muyuan/contract/lang';
import { useEffect } from 'react';
import type { SiteFile } from '../content/site.ts';
import { translate } from '../i18n/t.ts';
import type { ResolvedRoute } from './resolve-route.ts';

/**
 * A page's title, the same in the prerendered head and in the browser: its heading (the copy's title,
 * an article's headline) and the company's short name from the site settings (the heading alone
 * while they are not there).
 */
export function documentTitle(
  route: ResolvedRoute,
  lang: Lang,
  site: SiteFile | null,
  {
    copyTitle,
    articleTitle,
    missing = false,
  }: { copyTitle?: string | null; articleTitle?: string | null; missing?: boolean } = {},
): string {
  const name = missing
    ? translate(lang, 'notFound')
    : route.kind === 'page'
      ? (copyTitle ?? route.item.title[lang])
      : route.kind === 'detail'
        ? (articleTitle ?? translate(lang, 'detailHeading'))
        : translate(lang, 'notFound');
  return site ? `${name} - ${site.shortName[lang]}` : name;
}

/** Pages titled by the record they show (its page sets the title), as articles are. */
export function titledByItsRecord(route: ResolvedRoute): boolean {
  return route.kind === 'detail' || (route.kind === 'page' && route.item.id === 'securitiesDetail');
}

/** Sets the document's title while the calling page is shown (a kept-alive page sets it again on return). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
