import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSurveyList } from '../../api/bond-matter.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { NewsListSkeleton } from '../../components/news-list/news-list.tsx';
import { readPage } from '../../components/pager/page-items.ts';
import { Pager } from '../../components/pager/pager.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import { useRouteQuery, withQuery } from '../../routing/hash-location.ts';
import type { PageProps } from '../../routing/page-props.ts';
import type { ResolvedRoute } from '../../routing/resolve-route.ts';
import { type Labels, labelsOf } from './labels.ts';
import { rememberSurveyList } from './survey-back.ts';
import { institutionsText, surveyRecordRoute } from './survey-routes.ts';
import './surveys.css';

export const SURVEY_PAGE_SIZE = 6;

/** The investor-survey records, newest first and paged (`?page=2`): date, form, who came, the gist, the way to the record. */
function Surveys({ route, labels }: { route: ResolvedRoute; labels: Labels }) {
  const query = useRouteQuery(route.path);
  const pageNum = readPage(query.get('page'));
  const result = useSurveyList({ pageNum, pageSize: SURVEY_PAGE_SIZE });
  const here = withQuery(route.path, query.toString(), {});
  useEffect(() => rememberSurveyList(here), [here]);
  return (
    <AsyncView result={result} skeleton={<NewsListSkeleton rows={SURVEY_PAGE_SIZE} compact />}>
      {(page) => (
        <>
          <ol className="survey-list">
            {page.list.map((s) => (
              <li key={s.id} className="survey-row" data-id={s.id}>
                <p className="survey-meta">
                  <time dateTime={s.surveyDate}>{s.surveyDate}</time>
                  <span className="survey-form">{s.form}</span>
                </p>
                <h3 className="survey-title">
                  <Link href={surveyRecordRoute(s.id)}>{s.title}</Link>
                </h3>
                <p className="survey-institutions">
                  <span className="survey-label">{labels('institutions')}</span>
                  {institutionsText(
                    s.institutions,
                    3,
                    (rest, total) => labels('moreInstitutions', { rest, total }),
                    labels('separator'),
                  )}
                </p>
                <p className="survey-summary">{s.summary}</p>
              </li>
            ))}
          </ol>
          <Pager
            pageNum={page.pageNum}
            total={page.total}
            pageSize={page.pageSize}
            hrefFor={(p) => withQuery(route.path, query.toString(), { page: p })}
          />
        </>
      )}
    </AsyncView>
  );
}

export default function SurveyListPage(props: PageProps) {
  const labels = labelsOf(props.copy, useLang());
  return <ContentPage {...props} slots={{ list: <Surveys route={props.route} labels={labels} /> }} />;
}
