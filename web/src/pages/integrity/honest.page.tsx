import type { PageProps } from '../../routing/page-props.ts';
import { IntegrityPage } from './integrity-page.tsx';

export default function HonestPage(props: PageProps) {
  return <IntegrityPage {...props} />;
}
