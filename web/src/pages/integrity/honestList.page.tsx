import type { PageProps } from '../../app/page-props.ts';
import { IntegrityPage } from './integrity-page.tsx';

export default function HonestListPage(props: PageProps) {
  return <IntegrityPage {...props} />;
}
