import type { SurveyDetail } from '@muyuan/contract/bond-matter';
import type { Lang } from '@muyuan/contract/lang';
import type { PageCopy } from '@muyuan/contract/page-copy';
import type { HeadInfo } from '@muyuan/contract/prerender';
import type { ArticleDetail, Banner } from '@muyuan/contract/shapes';
import { type DetailKind, NAV_SECTIONS, NOINDEX_ROUTES } from '@muyuan/contract/sitemap';
import { unstable_serialize } from 'swr';
import { toQueryString } from '../api/client.ts';
import { siteIn } from '../content/site.ts';
import { translate } from '../i18n/t.ts';
import { documentTitle } from '../routing/document-title.ts';
import type { ResolvedRoute } from '../routing/resolve-route.ts';

const DETAIL_CALL: Record<DetailKind, 'newsDetail' | 'securitiesNewsDetail' | 'dynamicDetail'> = {
  news: 'newsDetail',
  securitiesNews: 'securitiesNewsDetail',
  dynamic: 'dynamicDetail',
};

/** The navigation id of the investor-survey record page (`/securities/detail?id=…`). */
const SURVEY_RECORD_ID = 'securitiesDetail';

const answer = <T>(data: Record<string, unknown>, key: readonly unknown[]) =>
  data[unstable_serialize(key)] as T | undefined;

/** The head of a route, from its copy and the API answers its render used. */
export function headOf(
  route: ResolvedRoute,
  lang: Lang,
  copy: PageCopy | null,
  data: Record<string, unknown>,
  failed: Record<string, number> = {},
  /** The route's query (`id=s1`): a survey record is named by it. */
  search = '',
): HeadInfo {
  const home = { name: translate(lang, 'home'), route: '/' };
  const site = siteIn(data, lang);
  const company = site?.companyName[lang] ?? '';
  if (route.kind === 'detail') {
    const key = [DETAIL_CALL[route.detailKind], lang, toQueryString({ id: route.id })] as const;
    const article = answer<ArticleDetail>(data, key);
    // Missing is the API's word for it (404), not a call that could not be answered just now.
    const missing = !article && failed[unstable_serialize(key)] === 404;
    const title = article?.title ?? translate(lang, 'detailHeading');
    return {
      title: documentTitle(route, lang, site, { articleTitle: article?.title, missing }),
      description: article?.summary ?? company,
      image: article?.cover ?? null,
      type: 'article',
      breadcrumbs: [home, { name: title, route: route.path }],
      article: article ? { headline: article.title, datePublished: article.publishDate, image: article.cover } : null,
      noindex: !article,
      notFound: missing,
    };
  }
  if (route.kind === 'notFound') {
    return {
      title: documentTitle(route, lang, site),
      description: company,
      image: null,
      type: 'website',
      breadcrumbs: [home],
      article: null,
      noindex: true,
      notFound: true,
    };
  }
  const item = route.item;
  const banners =
    item.id === 'home'
      ? answer<Banner[]>(data, ['getBannerList', lang, ''])
      : answer<Banner[]>(data, ['commonBanners', lang, toQueryString({ module: item.id })]);
  const section = route.sectionIndex > 0 ? NAV_SECTIONS[route.sectionIndex] : undefined;
  const name = item.title[lang];
  const breadcrumbs =
    item.id === 'home'
      ? [home]
      : [
          home,
          ...(section?.link && section.link !== item.link ? [{ name: section.title[lang], route: section.link }] : []),
          { name, route: item.link ?? '/' },
        ];
  const page: HeadInfo = {
    title: documentTitle(route, lang, site, { copyTitle: copy?.title }),
    description: copy?.description ?? company,
    image: banners?.[0]?.picInfo ?? null,
    type: 'website',
    breadcrumbs,
    article: null,
    noindex: NOINDEX_ROUTES.includes(route.path),
    notFound: false,
  };
  if (item.id !== SURVEY_RECORD_ID) return page;
  // One investor-survey record: named, described and placed by the record itself.
  const id = new URLSearchParams(search).get('id');
  const key = ['surveyDetail', lang, toQueryString({ id })] as const;
  const record = id ? answer<SurveyDetail>(data, key) : undefined;
  // An id the API does not know (404) is an address the site does not have, as a missing article is.
  if (!record && id && failed[unstable_serialize(key)] === 404) {
    return { ...page, title: documentTitle(route, lang, site, { missing: true }), noindex: true, notFound: true };
  }
  if (!record) return { ...page, noindex: true };
  return {
    ...page,
    title: documentTitle(route, lang, site, { copyTitle: record.title }),
    description: record.summary,
    type: 'article',
    breadcrumbs: [...breadcrumbs.slice(0, -1), { name: record.title, route: `${route.path}?${search}` }],
    article: { headline: record.title, datePublished: record.surveyDate, image: null },
  };
}
