import { useCourse } from '../../api/introduce.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { Timeline, TimelineSkeleton } from '../../components/timeline/timeline.tsx';
import type { PageProps } from '../../routing/page-props.ts';

function Course() {
  const result = useCourse();
  return (
    <AsyncView result={result} skeleton={<TimelineSkeleton />}>
      {(milestones) => <Timeline items={milestones} />}
    </AsyncView>
  );
}

export default function DevelopProcessPage(props: PageProps) {
  return <ContentPage {...props} slots={{ timeline: <Course /> }} />;
}
