import type { Draft, PublishResult, Schedule, ScheduleList } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { useId, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { adminCall } from '../admin-api.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import { useAdminRead } from '../use-admin-read.tsx';
import { useEditorStrings } from './use-editor-strings.ts';

interface DraftsReviewProps {
  collection: string;
  id: string;
  drafts: Draft[];
  /** The signed-in person as drafts name their authors (`account:<id>`). */
  self: string;
  canPublish: boolean;
  onOpen: (draft: Draft) => void;
  onPublished: (result: PublishResult) => void;
}

/** Today's Beijing date and the next whole hour there: where a schedule's inputs start. */
function nextBeijingHour(now = Date.now()): { date: string; time: string } {
  const next = new Date(Math.ceil((now + 60_000) / 3_600_000) * 3_600_000).toISOString();
  const [date = '', time = ''] = beijingTime(next, { seconds: false }).split(' ');
  return { date, time };
}

/**
 * The drafts waiting on a record (each editor has their own) for review: who saved each and when; a
 * publisher publishes one now or at a minute in Beijing time (stored in UTC by the server); the
 * record's pending schedule with its cancel.
 */
export function DraftsReview({ collection, id, drafts, self, canPublish, onOpen, onPublished }: DraftsReviewProps) {
  const { lang, t } = useLanguage();
  const s = useEditorStrings();
  // The schedules, read on opening and again after every change to the record (the editor reads them
  // again with it) or to its schedule.
  const schedules = useAdminRead<ScheduleList>(ADMIN_PATHS.contentSchedules);
  const pending =
    schedules.data?.list.find((x) => x.state === 'pending' && x.collection === collection && x.recordId === id) ?? null;
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (schedules.error ? errorText(schedules.error, t) : null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [when, setWhen] = useState(nextBeijingHour);
  const dateId = useId();
  const timeId = useId();
  const params = { collection, id };

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const publish = (draft: Draft) =>
    act(async () => {
      const result = await adminCall<PublishResult>(lang, 'POST', withParams(ADMIN_PATHS.contentPublish, params), {
        author: draft.author,
      });
      onPublished(result);
    });

  const schedule = (draft: Draft) =>
    act(async () => {
      const made = await adminCall<Schedule>(lang, 'PUT', withParams(ADMIN_PATHS.contentSchedule, params), {
        author: draft.author,
        at: `${when.date}T${when.time}:00+08:00`,
      });
      await schedules.mutate();
      setStatus(formatMessage(lang, s.scheduledDone, { time: beijingTime(made.at, { seconds: false }) }));
    });

  const cancel = () =>
    act(async () => {
      await adminCall(lang, 'DELETE', withParams(ADMIN_PATHS.contentSchedule, params));
      await schedules.mutate();
      setStatus(s.scheduleCancelled);
    });

  const nameOf = (draft: Draft) => (draft.author === self ? s.mine : (draft.authorName ?? draft.author));
  if (drafts.length === 0 && !pending) return null;

  return (
    <section className="card drafts-review" aria-labelledby="drafts-title">
      <h2 id="drafts-title">{s.draftsTitle}</h2>
      <p className="hint">{s.draftsHint}</p>
      <p className="status" role="status" aria-live="polite" data-testid="drafts-status">
        {status}
      </p>
      {pending && (
        <div className="pending-schedule" data-testid="pending-schedule">
          <p>
            {formatMessage(lang, s.scheduledFor, {
              name: pending.author === self ? s.mine : pending.author,
              time: beijingTime(pending.at, { seconds: false }),
            })}
          </p>
          {canPublish && (
            <button type="button" className="quiet" disabled={busy} onClick={() => void cancel()}>
              {s.cancelSchedule}
            </button>
          )}
        </div>
      )}
      <ul className="draft-list">
        {drafts.map((draft) => (
          <li key={draft.author} data-testid={`draft-${draft.author}`}>
            <p className="draft-by">
              {formatMessage(lang, s.draftBy, {
                name: nameOf(draft),
                time: beijingTime(draft.savedAt, { seconds: false }),
              })}
              <span className="muted">
                {' · '}
                {draft.baseVersion === null
                  ? s.draftNew
                  : formatMessage(lang, s.draftFromVersion, { n: draft.baseVersion })}
              </span>
            </p>
            <div className="actions">
              <button type="button" className="quiet" onClick={() => onOpen(draft)}>
                {s.openDraft}
              </button>
              {canPublish && (
                <button type="button" className="primary" disabled={busy} onClick={() => void publish(draft)}>
                  {s.publishDraft}
                </button>
              )}
            </div>
            {canPublish && (
              <fieldset className="schedule-fields">
                <legend>{s.scheduleTitle}</legend>
                <div className="field">
                  <label htmlFor={`${dateId}-${draft.author}`}>{s.scheduleDate}</label>
                  <input
                    id={`${dateId}-${draft.author}`}
                    type="date"
                    value={when.date}
                    onChange={(e) => setWhen({ ...when, date: e.target.value })}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`${timeId}-${draft.author}`}>{s.scheduleTime}</label>
                  <input
                    id={`${timeId}-${draft.author}`}
                    type="time"
                    step={60}
                    value={when.time}
                    onChange={(e) => setWhen({ ...when, time: e.target.value })}
                  />
                </div>
                <button type="button" disabled={busy || !when.date || !when.time} onClick={() => void schedule(draft)}>
                  {s.schedule}
                </button>
              </fieldset>
            )}
          </li>
        ))}
      </ul>
      <FormError message={error} />
    </section>
  );
}
