import { FINANCIAL_FIGURES_XLSX_PATH } from '@muyuan/contract/api-paths';
import { useFinancialFigures, usePeriodicReports } from '../../api/bond-matter.ts';
import { AsyncView, SkeletonBox } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { Tabs } from '../../components/tabs/tabs.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import { useRouteQuery, withQuery } from '../../routing/hash-location.ts';
import type { PageProps } from '../../routing/page-props.ts';
import type { ResolvedRoute } from '../../routing/resolve-route.ts';
import { FigureChart } from './figure-chart.tsx';
import { FiguresTable, METRIC_QUANTITY, METRICS, type Metric, UNIT_LABEL, VALUE_LABEL } from './figures-table.tsx';
import { type Labels, labelsOf } from './labels.ts';
import { LatestYear } from './latest-year.tsx';
import { ReportMatrix } from './report-matrix.tsx';
import { reportScale } from './report-scale.ts';
import './financial.css';

/**
 * Key figures of recent years: a chart of one figure (chosen by tab, kept in the address as
 * `?figure=netProfit`) above the table of all of them.
 */
function KeyFigures({ route, labels }: { route: ResolvedRoute; labels: Labels }) {
  const t = useT();
  const result = useFinancialFigures();
  const lang = useLang();
  const query = useRouteQuery(route.path);
  const asked = query.get('figure');
  const metric: Metric = METRICS.find((m) => m === asked) ?? 'revenue';
  const quantity = METRIC_QUANTITY[metric];
  const unit = labels(UNIT_LABEL[quantity]);
  return (
    <AsyncView
      result={result}
      skeleton={
        <div className="financial-figures">
          <SkeletonBox className="financial-chart-skeleton" />
          <SkeletonBox className="ir-table-skeleton" />
        </div>
      }
    >
      {(years) => (
        <div className="financial-figures">
          <div className="financial-overview">
            <div className="financial-chart">
              <Tabs
                label={labels('chooseFigure')}
                current={metric}
                items={METRICS.map((m) => ({
                  id: m,
                  label: labels(m),
                  href: withQuery(route.path, query.toString(), { figure: m }),
                }))}
              />
              <FigureChart
                points={years.map((y) => ({ year: y.year, value: y[metric] }))}
                scale={reportScale(quantity, lang)}
                words={{
                  title: labels('withUnit', { name: labels(metric), unit }),
                  caption: labels('unitCaption', { unit }),
                  value: (value) => labels(VALUE_LABEL[quantity], { value }),
                  year: (year) => labels('fiscalYear', { year }),
                  separator: t('listSeparator'),
                }}
              />
            </div>
            <LatestYear years={years} labels={labels} />
          </div>
          <FiguresTable years={years} labels={labels} />
          <p className="history-downloads">
            <a href={`${FINANCIAL_FIGURES_XLSX_PATH}?lang=${lang}`} download>
              {labels('downloadFigures')}
            </a>
          </p>
        </div>
      )}
    </AsyncView>
  );
}

function Reports({ labels }: { labels: Labels }) {
  const result = usePeriodicReports();
  return (
    <AsyncView result={result} skeleton={<SkeletonBox className="ir-table-skeleton" />}>
      {(reports) => <ReportMatrix reports={reports} labels={labels} />}
    </AsyncView>
  );
}

/** Financial information: key figures as a chart and a table, and the periodic reports as PDFs. */
export default function FinancialPage(props: PageProps) {
  const labels = labelsOf(props.copy, useLang());
  return (
    <ContentPage
      {...props}
      slots={{ figures: <KeyFigures route={props.route} labels={labels} />, reports: <Reports labels={labels} /> }}
    />
  );
}
