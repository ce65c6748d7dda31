import type { PigSaleCategory } from '@muyuan/contract/business';
import { usePigSale } from '../../api/business.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid/card-grid.tsx';

/** The pigs on sale in one category (market pigs or piglets): picture, title and every label/value row. */
export function PigSaleCards({ category }: { category: PigSaleCategory }) {
  const result = usePigSale(category);
  return (
    <AsyncView result={result} skeleton={<CardGridSkeleton count={3} columns={3} />}>
      {(cards) => <CardGrid items={cards} columns={3} />}
    </AsyncView>
  );
}
