import { useBreedPigs } from '../../api/business.ts';
import { AsyncView, SkeletonBox } from '../../components/async-view/async-view.tsx';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid/card-grid.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { useIsMobile } from '../../layout/device-context.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { BreedTable } from './breed-table.tsx';
import './business.css';

type Labels = Record<string, string>;

/**
 * The breeding pigs on sale. A desktop gets them side by side in a comparison table; a phone (the
 * layout is chosen from the user agent, like the rest of the site) gets one card per breed.
 */
function BreedPigs({ labels }: { labels: Labels }) {
  const result = useBreedPigs();
  const mobile = useIsMobile();
  const skeleton = mobile ? (
    <CardGridSkeleton count={4} columns={2} />
  ) : (
    <SkeletonBox className="breed-table-skeleton" lines={6} />
  );
  return (
    <AsyncView result={result} skeleton={skeleton}>
      {(breeds) =>
        mobile ? (
          <CardGrid items={breeds} columns={2} imageShape="wide" />
        ) : (
          <BreedTable
            breeds={breeds}
            traitLabel={labels.trait ?? ''}
            missingLabel={labels.notMeasured ?? ''}
            caption={labels.comparison ?? ''}
          />
        )
      }
    </AsyncView>
  );
}

export default function PigSalesPage(props: PageProps) {
  return <ContentPage {...props} slots={{ breeds: <BreedPigs labels={props.copy?.labels ?? {}} /> }} />;
}
