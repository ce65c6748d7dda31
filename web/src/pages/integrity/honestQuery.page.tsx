import { ContentPage } from '../../components/content-page/content-page.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { Lookup } from './lookup.tsx';

/** `/honest/query`: a reporter follows a report with its query code. */
export default function HonestQueryPage(props: PageProps) {
  return <ContentPage {...props} slots={{ lookup: <Lookup /> }} />;
}
