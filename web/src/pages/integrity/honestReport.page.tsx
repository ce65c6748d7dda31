import type { PageProps } from '../../app/page-props.ts';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { ReportForm } from './report-form.tsx';

/** `/honest/report` ("I want to report"): the copy around the report form. */
export default function HonestReportPage(props: PageProps) {
  return <ContentPage {...props} slots={{ form: <ReportForm /> }} />;
}
