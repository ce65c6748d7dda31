import { useLeaders } from '../../api/introduce.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { PeopleGrid, PeopleGridSkeleton } from '../../components/people-grid/people-grid.tsx';
import type { PageProps } from '../../routing/page-props.ts';

function Leaders() {
  const result = useLeaders();
  return (
    <AsyncView result={result} skeleton={<PeopleGridSkeleton />}>
      {(people) => <PeopleGrid people={people} />}
    </AsyncView>
  );
}

export default function ManageTeamPage(props: PageProps) {
  return <ContentPage {...props} slots={{ leaders: <Leaders /> }} />;
}
