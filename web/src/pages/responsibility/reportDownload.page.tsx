import { useReportList } from '../../api/social-responsibility.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { useSite } from '../../content/site.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import type { PageProps } from '../../routing/page-props.ts';
import { pageLabels } from './page-labels.ts';
import { type ReportLabels, ReportList, ReportListSkeleton } from './report-list.tsx';

export const REPORT_LABELS = ['open', 'download', 'pdf', 'year'] as const satisfies readonly (keyof ReportLabels)[];

/** Every report the API lists (newest first), in the visitor's language. */
function Reports({ labels }: { labels: ReportLabels }) {
  const t = useT();
  const lang = useLang();
  const site = useSite();
  const result = useReportList();
  return (
    <AsyncView result={result} skeleton={<ReportListSkeleton />} empty={t('nothingYet')}>
      {(reports) => <ReportList reports={reports} labels={labels} company={site?.shortName[lang] ?? ''} />}
    </AsyncView>
  );
}

export default function ReportDownloadPage(props: PageProps) {
  const labels = pageLabels(props.copy, REPORT_LABELS);
  return <ContentPage {...props} slots={{ reports: <Reports labels={labels} /> }} />;
}
