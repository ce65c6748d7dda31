import { ContentPage } from '../../components/content-page/content-page.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { NewsCentre } from './news-centre.tsx';

const CATEGORIES = ['company', 'media'] as const;

export default function EnterpriseDynamicsPage(props: PageProps) {
  return <ContentPage {...props} slots={{ list: <NewsCentre route={props.route} categories={CATEGORIES} /> }} />;
}
