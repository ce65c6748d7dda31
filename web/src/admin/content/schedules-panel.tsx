import type { Schedule, ScheduleList } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { refLabel } from '../audit-words.ts';
import { errorText, FormError } from '../form-error.tsx';
import { contentHref } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import type { ConsoleLang } from '../strings.ts';
import { useAdminRead } from '../use-admin-read.tsx';
import { collectionName } from './content-names.ts';
import { useEditorStrings } from './use-editor-strings.ts';

/** How many finished schedules (published, failed, cancelled) the panel shows after the pending ones. */
const RECENT_SHOWN = 5;

/** Whose draft: the scheduler's own (named), or another editor's (by reference). */
const authorOf = (x: Schedule, lang: ConsoleLang): string =>
  x.author === x.scheduledBy && x.scheduledByName ? x.scheduledByName : refLabel(lang, x.author);

/**
 * The content home's "publishing later" panel: every pending schedule, soonest first, each with its
 * record, whose draft and the minute in Beijing time; then the latest finished ones, a failure with the
 * server's reason. Each record links to its editor, where a schedule is set or cancelled.
 */
export function SchedulesPanel() {
  const { lang, t } = useLanguage();
  const s = useEditorStrings();
  // Read on opening; a refusal is read again in a new language, for the server's words in it.
  const read = useAdminRead<ScheduleList>(ADMIN_PATHS.contentSchedules);
  const list = read.data?.list ?? null;
  const error = read.error ? errorText(read.error, t) : null;

  if (error) return <FormError message={error} />;
  if (!list) return null;
  const pending = list.filter((x) => x.state === 'pending');
  const recent = list.filter((x) => x.state !== 'pending').slice(0, RECENT_SHOWN);
  if (pending.length === 0 && recent.length === 0) return null;

  const row = (x: Schedule) => (
    <li key={x.id} className={`schedule-item ${x.state}`} data-testid={`schedule-${x.collection}-${x.recordId}`}>
      <time dateTime={x.at} className="schedule-time">
        {beijingTime(x.at, { seconds: false })}
      </time>
      <a href={contentHref(x.collection, x.recordId)}>
        {collectionName(x.collection, lang)} · {x.recordId}
      </a>
      <span className="muted">
        {formatMessage(lang, s.scheduleOf, {
          name: authorOf(x, lang),
          by: x.scheduledByName ?? refLabel(lang, x.scheduledBy),
        })}
      </span>
      <span className={`badge schedule-state ${x.state}`}>
        {s[`schedule_${x.state}`]}
        {x.error && ` · ${x.error}`}
      </span>
    </li>
  );

  return (
    <section className="card schedules-panel" aria-labelledby="schedules-title">
      <h2 id="schedules-title">{s.schedulesTitle}</h2>
      <p className="hint">{s.schedulesHint}</p>
      {pending.length > 0 ? <ul className="schedule-list">{pending.map(row)}</ul> : <p>{s.schedulesNone}</p>}
      {recent.length > 0 && (
        <>
          <h3>{s.schedulesRecent}</h3>
          <ul className="schedule-list">{recent.map(row)}</ul>
        </>
      )}
    </section>
  );
}
