import { ContentPage } from '../../components/content-page/content-page.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { NewsCentre } from './news-centre.tsx';

const CATEGORIES = ['media'] as const;

export default function MediaCenterPage(props: PageProps) {
  return <ContentPage {...props} slots={{ list: <NewsCentre route={props.route} categories={CATEGORIES} /> }} />;
}
