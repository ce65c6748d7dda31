import { ContentPage } from '../../components/content-page/content-page.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { ReportForm } from './report-form.tsx';

/** `/honest/report` ("I want to report"): the copy around the report form. */
export default function HonestReportPage(props: PageProps) {
  return <ContentPage {...props} slots={{ form: <ReportForm /> }} />;
}
