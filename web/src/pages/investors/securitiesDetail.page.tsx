import type { SurveyDetail } from '@muyuan/contract/bond-matter';
import { Link } from 'wouter';
import { useSurveyDetail } from '../../api/bond-matter.ts';
import type { ApiError } from '../../api/client.ts';
import { ArticleDetailSkeleton } from '../../components/article-detail/article-detail.tsx';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { useSite } from '../../content/site.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import { documentTitle, useDocumentTitle } from '../../routing/document-title.ts';
import { useRouteQuery } from '../../routing/hash-location.ts';
import type { PageProps } from '../../routing/page-props.ts';
import NotFoundPage from '../not-found/not-found.page.tsx';
import { type Labels, labelsOf } from './labels.ts';
import { surveyListRoute } from './survey-back.ts';
import { surveyRecordRoute } from './survey-routes.ts';
import '../../components/article-detail/article-detail.css';
import './surveys.css';

/** The full record: when, how, where, who came and who received them, then the questions and answers. */
function SurveyRecord({ record, labels }: { record: SurveyDetail; labels: Labels }) {
  return (
    <article className="survey-record">
      <header>
        <h2 className="survey-record-title">{record.title}</h2>
        <dl className="survey-facts">
          <div>
            <dt>{labels('date')}</dt>
            <dd>
              <time dateTime={record.surveyDate}>{record.surveyDate}</time>
            </dd>
          </div>
          <div>
            <dt>{labels('form')}</dt>
            <dd>{record.form}</dd>
          </div>
          <div>
            <dt>{labels('location')}</dt>
            <dd>{record.location}</dd>
          </div>
          <div>
            <dt>{labels('hosts')}</dt>
            <dd>{record.hosts}</dd>
          </div>
          <div className="survey-facts-wide">
            <dt>{labels('institutions')}</dt>
            <dd>
              <ul className="survey-institution-list">
                {record.institutions.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered and sanitized by the server at import */}
      <div className="survey-body rich-text" dangerouslySetInnerHTML={{ __html: record.content }} />
      <nav className="article-neighbours" aria-label={labels('moreRecords')}>
        {record.prev ? (
          <Link href={surveyRecordRoute(record.prev.id)} className="neighbour" rel="prev">
            <span className="neighbour-label">{labels('newer')}</span>
            <span className="neighbour-title">{record.prev.title}</span>
          </Link>
        ) : (
          <span className="neighbour is-none">{labels('newest')}</span>
        )}
        {record.next ? (
          <Link href={surveyRecordRoute(record.next.id)} className="neighbour is-next" rel="next">
            <span className="neighbour-label">{labels('older')}</span>
            <span className="neighbour-title">{record.next.title}</span>
          </Link>
        ) : (
          <span className="neighbour is-next is-none">{labels('oldest')}</span>
        )}
      </nav>
    </article>
  );
}

/** `/securities/detail?id=<id>`: one investor-survey record; without an id, the way to the list. */
function Record({ id, labels }: { id: string | null; labels: Labels }) {
  const result = useSurveyDetail(id);
  const back = (
    <Link href={surveyListRoute()} className="article-back">
      ← {labels('backToList')}
    </Link>
  );
  if (!id) {
    return (
      <div className="data-state survey-missing">
        <p>{labels('noRecordChosen')}</p>
        <p>
          <Link href={surveyListRoute()} className="button-primary">
            {labels('toList')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="survey-detail">
      {back}
      <AsyncView result={result} skeleton={<ArticleDetailSkeleton />}>
        {(record) => <SurveyRecord record={record} labels={labels} />}
      </AsyncView>
    </div>
  );
}

export default function SecuritiesDetailPage(props: PageProps) {
  const lang = useLang();
  const labels = labelsOf(props.copy, lang);
  const query = useRouteQuery(props.route.path);
  const site = useSite();
  // The record names the page (its title, as the prerendered head has it), once it is here.
  const record = useSurveyDetail(query.get('id'));
  // An id the API does not know is an address the site does not have (the server answers it 404).
  const missing = (record.error as ApiError | undefined)?.status === 404;
  useDocumentTitle(
    documentTitle(props.route, lang, site, { copyTitle: record.data?.title ?? props.copy?.title, missing }),
  );
  if (missing) return <NotFoundPage />;
  return <ContentPage {...props} slots={{ record: <Record id={query.get('id')} labels={labels} /> }} />;
}
