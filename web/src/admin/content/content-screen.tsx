import type { Me } from '@muyuan/contract/admin/staff';
import type { ConsoleRoute } from '../hash-route.ts';
import { ContentHome } from './content-home.tsx';
import { RecordEditor } from './record-editor.tsx';
import { RecordList } from './record-list.tsx';
import { SchedulesPanel } from './schedules-panel.tsx';

/** `#/content`: the collections; `#/content/<collection>`: its records; `#/content/<collection>/<id>`: one record. */
export function ContentScreen({ me, route }: { me: Me; route: ConsoleRoute }) {
  if (route.screen !== 'content' || route.collection === undefined)
    return (
      <>
        <SchedulesPanel />
        <ContentHome me={me} />
      </>
    );
  if (route.record !== undefined)
    return (
      <RecordEditor
        key={`${route.collection}/${route.record}`}
        me={me}
        collection={route.collection}
        record={route.record}
      />
    );
  return (
    <RecordList
      key={`${route.collection}?${route.english ?? ''}`}
      me={me}
      collection={route.collection}
      initialEnglish={route.english}
    />
  );
}
