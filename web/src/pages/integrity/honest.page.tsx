import type { PageProps } from '../../app/page-loaders.ts';
import { IntegrityPage } from './integrity-page.tsx';

export default function HonestPage(props: PageProps) {
  return <IntegrityPage {...props} />;
}
