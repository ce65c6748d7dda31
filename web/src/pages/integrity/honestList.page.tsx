import type { PageProps } from '../../app/page-loaders.ts';
import { IntegrityPage } from './integrity-page.tsx';

export default function HonestListPage(props: PageProps) {
  return <IntegrityPage {...props} />;
}
