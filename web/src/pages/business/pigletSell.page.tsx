import type { PageProps } from '../../app/page-props.ts';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { PigSaleCards } from './pig-sale-cards.tsx';

export default function PigletSellPage(props: PageProps) {
  return <ContentPage {...props} slots={{ cards: <PigSaleCards category="piglet" /> }} />;
}
