import { ContentPage } from '../../components/content-page/content-page.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { labelsOf } from './labels.ts';
import { SubscribeArea } from './subscribe/subscribe-area.tsx';
import './subscribe/subscribe.css';

/** `/subscribe` (issue 41): e-mail alerts (subscribe, confirm, manage, leave) beside the RSS and calendar feeds. */
export default function SubscribePage(props: PageProps) {
  const labels = labelsOf(props.copy, useLang());
  return <ContentPage {...props} slots={{ subscribe: <SubscribeArea labels={labels} /> }} />;
}
