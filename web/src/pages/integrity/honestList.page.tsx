import type { PageProps } from '../../routing/page-props.ts';
import { IntegrityPage } from './integrity-page.tsx';

export default function HonestListPage(props: PageProps) {
  return <IntegrityPage {...props} />;
}
