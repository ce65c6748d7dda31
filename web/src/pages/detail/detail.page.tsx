import { type DetailKind, detailRoute, findRoute } from '@muyuan/contract/sitemap';
import { Link } from 'wouter';
import { useSecuritiesNewsDetail } from '../../api/bond-matter.ts';
import type { ApiError } from '../../api/client.ts';
import { useNewsDetail } from '../../api/introduce.ts';
import { useDynamicDetail } from '../../api/social-responsibility.ts';
import { ArticleDetail, ArticleDetailSkeleton } from '../../components/article-detail/article-detail.tsx';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { useSite } from '../../content/site.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import en from '../../i18n/locales/en/article.json';
import zh from '../../i18n/locales/zh-CN/article.json';
import { useMessages, useT } from '../../i18n/t.ts';
import { listRouteOf } from '../../lib/last-list.ts';
import { articleListRoute, RECRUITMENT_LIST } from '../../lib/record-lists.ts';
import { documentTitle, useDocumentTitle } from '../../routing/document-title.ts';
import type { PageProps } from '../../routing/page-props.ts';
import { useOtherLanguageArticle } from './other-language-article.ts';
import './detail.css';
import { ContentImage } from '../../components/content-image/content-image.tsx';

/** The detail call of each kind; only the one the route names asks anything. */
function useArticle(kind: DetailKind, id: string) {
  const news = useNewsDetail(kind === 'news' ? id : null);
  const securities = useSecuritiesNewsDetail(kind === 'securitiesNews' ? id : null);
  const dynamic = useDynamicDetail(kind === 'dynamic' ? id : null);
  return kind === 'news' ? news : kind === 'securitiesNews' ? securities : dynamic;
}

const LIST_NAME = { news: 'newsCentre', securitiesNews: 'securitiesNews' } as const;

/**
 * `/detail/<kind>/<id>`: one article of any kind, its cover in the banner's place (no cover, no
 * banner), and the way back to the list it came from. An unknown id gets a designed not-found.
 */
const ARTICLE_MESSAGES = { zh, en };

export default function DetailPage({ route }: PageProps) {
  const t = useT();
  const own = useMessages(ARTICLE_MESSAGES);
  const lang = useLang();
  const site = useSite();
  const kind = route.kind === 'detail' ? route.detailKind : 'news';
  const id = route.kind === 'detail' ? route.id : '';
  const result = useArticle(kind, id);
  const category = kind === 'news' && result.data && 'category' in result.data ? result.data.category : null;
  // Recruitment news are listed on the recruitment page, apart from the news centre.
  const recruitment = category === 'recruitment' ? findRoute(RECRUITMENT_LIST)?.item : undefined;
  const fallback = articleListRoute(kind, category);
  const backHref = listRouteOf(recruitment ? 'recruitmentNews' : kind, fallback);
  const backLabel = recruitment
    ? recruitment.title[lang]
    : kind === 'dynamic'
      ? own('responsibilityNews')
      : t(LIST_NAME[kind]);
  const missing = (result.error as ApiError | undefined)?.status === 404;
  const elsewhere = useOtherLanguageArticle(kind, id, missing, lang);
  useDocumentTitle(
    documentTitle(route, lang, site, { articleTitle: result.data?.title, missing: missing && !elsewhere }),
  );

  const skeleton = (
    <>
      <div className="detail-cover" aria-hidden="true" />
      <div className="container detail-body">
        <ArticleDetailSkeleton />
      </div>
    </>
  );
  // Published in the other language only: on the way to its list (useOtherLanguageArticle).
  if (missing && elsewhere) {
    return (
      <div className="page detail-page" data-kind={kind}>
        {skeleton}
      </div>
    );
  }

  if (missing) {
    return (
      <div className="page detail-page detail-missing" data-kind={kind}>
        <div className="container">
          <p className="missing-code" aria-hidden="true">
            404
          </p>
          <h1>{own('articleNotFound')}</h1>
          <p>{own('articleNotFoundHint')}</p>
          <p className="missing-actions">
            <Link href={backHref} className="button-primary">
              {own('backTo', { list: backLabel })}
            </Link>
            <Link href="/" className="button-secondary">
              {t('backHome')}
            </Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="page detail-page" data-kind={kind}>
      <AsyncView result={result} skeleton={skeleton}>
        {(article) => (
          <>
            {article.cover && (
              <figure className="detail-cover">
                <ContentImage
                  src={article.cover}
                  alt=""
                  sizes="(max-width: 1920px) 100vw, 1920px"
                  decoding="async"
                  fetchPriority="high"
                  width="800"
                  height="450"
                />
              </figure>
            )}
            <div className="container detail-body">
              <ArticleDetail
                article={article}
                backHref={backHref}
                backLabel={backLabel}
                hrefFor={(next) => detailRoute(kind, next)}
              />
            </div>
          </>
        )}
      </AsyncView>
    </div>
  );
}
