import { ContentPage } from '../../components/content-page/content-page.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { PigSaleCards } from './pig-sale-cards.tsx';

export default function PigletSellPage(props: PageProps) {
  return <ContentPage {...props} slots={{ cards: <PigSaleCards category="piglet" /> }} />;
}
