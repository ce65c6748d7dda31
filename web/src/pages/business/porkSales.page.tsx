import { useMeatSale } from '../../api/business.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid/card-grid.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import './business.css';

/** The pork products on sale, picture beside specification on wide screens. */
function PorkProducts() {
  const result = useMeatSale();
  return (
    <div className="pork-products">
      <AsyncView result={result} skeleton={<CardGridSkeleton count={4} columns={2} />}>
        {(cards) => <CardGrid items={cards} columns={2} />}
      </AsyncView>
    </div>
  );
}

export default function PorkSalesPage(props: PageProps) {
  return <ContentPage {...props} slots={{ products: <PorkProducts /> }} />;
}
