import { detailRoute } from '@muyuan/contract/sitemap';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useDynamicList, usePublicWelfare } from '../../api/social-responsibility.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid/card-grid.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { useT } from '../../i18n/t.ts';
import { rememberList } from '../../lib/last-list.ts';
import type { PageProps } from '../../routing/page-props.ts';
import { pageLabels } from './page-labels.ts';
import './public-welfare.css';

/** How many of the latest dynamics the charity page shows before "all dynamics". */
export const LATEST_DYNAMICS = 3;
const DYNAMICS_ROUTE = '/welfareDynamics';
/** The words this page takes from its copy's labels. */
export const WELFARE_LABELS = ['allDynamics'] as const;

/** The charity projects of the API as cards: picture, title, what the project does. */
function Projects() {
  const result = usePublicWelfare();
  return (
    <AsyncView result={result} skeleton={<CardGridSkeleton count={6} />}>
      {(projects) => (
        <CardGrid
          items={projects.map((p) => ({ id: p.id, title: p.title, text: p.summary, image: p.image }))}
          columns={3}
        />
      )}
    </AsyncView>
  );
}

/** The latest dynamics as cards with their dates, and the way to all of them. */
function LatestDynamics({ routePath, allLabel }: { routePath: string; allLabel: string }) {
  const t = useT();
  const result = useDynamicList({ pageNum: 1, pageSize: LATEST_DYNAMICS });
  // A dynamic opened from here comes back here.
  useEffect(() => rememberList('dynamic', routePath), [routePath]);
  return (
    <div className="welfare-dynamics">
      <AsyncView result={result} skeleton={<CardGridSkeleton count={LATEST_DYNAMICS} />} empty={t('noNews')}>
        {(page) => (
          <CardGrid
            items={page.list.map((d) => ({
              id: d.id,
              title: d.title,
              text: d.summary,
              image: d.cover,
              link: detailRoute('dynamic', d.id),
              linkLabel: t('learnMore'),
              footer: (
                <time className="welfare-dynamic-date" dateTime={d.publishDate}>
                  {d.publishDate}
                </time>
              ),
            }))}
            columns={3}
          />
        )}
      </AsyncView>
      <p className="welfare-dynamics-more">
        <Link href={DYNAMICS_ROUTE} className="button-secondary button-large">
          {allLabel} →
        </Link>
      </p>
    </div>
  );
}

export default function PublicWelfarePage(props: PageProps) {
  const labels = pageLabels(props.copy, WELFARE_LABELS);
  return (
    <ContentPage
      {...props}
      slots={{
        projects: <Projects />,
        dynamics: <LatestDynamics routePath={props.route.path} allLabel={labels.allDynamics} />,
      }}
    />
  );
}
