import type { PageProps } from '../../app/page-props.ts';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { Lookup } from './lookup.tsx';

/** `/honest/query`: a reporter follows a report with its query code. */
export default function HonestQueryPage(props: PageProps) {
  return <ContentPage {...props} slots={{ lookup: <Lookup /> }} />;
}
