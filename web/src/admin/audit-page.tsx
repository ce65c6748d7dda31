import type { AuditEntry, AuditPage as AuditPageAnswer } from '@muyuan/contract/admin/audit';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { type FormEvent, Fragment, useEffect, useRef, useState } from 'react';
import { formatMessage } from '../i18n/format-message.ts';
import { beijingDayEnd, beijingDayStart, beijingTime } from '../lib/beijing-time.ts';
import { adminCall } from './admin-api.ts';
import { AUDITED_ACTIONS, actionName, actorLabel, describeRef, detailPairs, isFailure } from './audit-words.ts';
import { errorText, FormError } from './form-error.tsx';
import { useLanguage } from './language.tsx';
import type { ConsoleLang, ConsoleStrings } from './strings.ts';
import { useAdminRead } from './use-admin-read.tsx';

/** The filters as the form holds them: an action code, actor and object ids, Beijing days `YYYY-MM-DD`. */
export interface AuditFilters {
  action: string;
  actor: string;
  object: string;
  from: string;
  to: string;
}

const NO_FILTERS: AuditFilters = { action: '', actor: '', object: '', from: '', to: '' };
export const AUDIT_PAGE_SIZE = 50;

/** The API's query for one page under the filters (empty ones left out; days as UTC instants). */
export function auditQuery(filters: AuditFilters, pageNum: number): string {
  const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(AUDIT_PAGE_SIZE) });
  if (filters.action) query.set('action', filters.action);
  if (filters.actor.trim()) query.set('actor', filters.actor.trim());
  if (filters.object.trim()) query.set('object', filters.object.trim());
  if (filters.from) query.set('from', beijingDayStart(filters.from));
  if (filters.to) query.set('to', beijingDayEnd(filters.to));
  return `${ADMIN_PATHS.audit}?${query}`;
}

interface Loaded {
  list: AuditEntry[];
  total: number;
  pageNum: number;
  /** A short page is the last one, whatever the total says (entries written since count, but come first). */
  more: boolean;
}

/** Whether a page just read may have one after it, `shownBefore` entries having been shown before it. */
const hasMore = (page: AuditPageAnswer, shownBefore: number) =>
  page.list.length === AUDIT_PAGE_SIZE && shownBefore + page.list.length < page.total;

/** The first page under the filters, as the list shows it ("more" adds the next ones to it). */
const readFirstPage =
  (filters: AuditFilters) =>
  async (lang: ConsoleLang): Promise<Loaded> => {
    const page = await adminCall<AuditPageAnswer>(lang, 'GET', auditQuery(filters, 1));
    return { list: page.list, total: page.total, pageNum: page.pageNum, more: hasMore(page, 0) };
  };

/**
 * The audit trail (admin and compliance), newest first: filters that are the API's query, a table on a
 * desktop and cards on a phone (the same entries; CSS shows one), and "more" for the next page.
 */
export function AuditPage(_props: { me: Me }) {
  const { lang, t } = useLanguage();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_FILTERS);
  // A new set of filters starts from the newest entry, the last list shown until it comes (a language
  // change reads nothing again: the entries are the same).
  const first = auditQuery(applied, 1);
  const shown = useAdminRead(first, { view: { name: 'shown', read: readFirstPage(applied) }, keepPrevious: true });
  const loaded = shown.data ?? null;
  const [paging, setPaging] = useState(false);
  // The form's own refusal (a start after the end), or a next page that could not be read.
  const [formError, setFormError] = useState<string | null>(null);
  const error = formError ?? (shown.error ? errorText(shown.error, t) : null);
  const busy = shown.isValidating || paging;
  // After "more", focus goes to the first new entry (the button may be gone once all are shown).
  const focusSeq = useRef<number | null>(null);
  const actorInput = useRef<HTMLInputElement>(null);

  /** Filters applied again as they are read the list again from its first page. */
  const apply = (next: AuditFilters) => {
    setFormError(null);
    if (auditQuery(next, 1) === first) void shown.mutate();
    setApplied(next);
  };

  /** The next page, added to the list shown under these filters. */
  const more = async () => {
    setPaging(true);
    setFormError(null);
    let fresh: AuditEntry[] = [];
    try {
      await shown.mutate(
        async (before) => {
          if (!before) return before;
          const page = await adminCall<AuditPageAnswer>(lang, 'GET', auditQuery(applied, before.pageNum + 1));
          // Entries written since the first page push older ones down a place: skip those already shown.
          const seen = new Set(before.list.map((e) => e.seq));
          fresh = page.list.filter((e) => !seen.has(e.seq));
          return {
            list: [...before.list, ...fresh],
            total: page.total,
            pageNum: page.pageNum,
            more: hasMore(page, before.list.length),
          };
        },
        { revalidate: false },
      );
      focusSeq.current = fresh[0]?.seq ?? null;
    } catch (e) {
      setFormError(errorText(e, t));
    } finally {
      setPaging(false);
    }
  };

  useEffect(() => {
    if (focusSeq.current === null) return;
    const candidates = [...document.querySelectorAll<HTMLElement>(`[data-seq="${focusSeq.current}"]`)];
    (candidates.find((el) => el.offsetParent !== null) ?? candidates[0])?.focus();
    focusSeq.current = null;
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setFormError(t.auditBadRange);
      return;
    }
    apply({ ...draft });
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    // Filters cleared start the list again (and forget a refusal); none to clear reads nothing.
    if (applied !== NO_FILTERS) setFormError(null);
    setApplied(NO_FILTERS);
  };

  const narrowTo = (change: Partial<AuditFilters>) => {
    const next = { ...applied, ...change };
    setDraft(next);
    apply(next);
    actorInput.current?.focus();
  };

  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const filtered = Object.values(applied).some((v) => v !== '');
  const drafted = Object.values(draft).some((v) => v !== '');
  const list = loaded?.list ?? [];
  const status = busy
    ? t.loading
    : loaded
      ? formatMessage(lang, t.auditShown, { count: loaded.total, shown: list.length })
      : '';

  return (
    <section className="card audit-page" aria-labelledby="audit-title">
      <h1 id="audit-title">{t.navAudit}</h1>
      <p className="hint audit-intro">{t.auditIntro}</p>

      <form className="audit-filters" onSubmit={submit} aria-labelledby="audit-filters-title">
        <h2 id="audit-filters-title">{t.auditFilters}</h2>
        <div className="audit-filter-fields">
          {/* Not wrapped in its label: the chosen option would join the select's name ("操作 全部操作"). */}
          <div className="field">
            <label htmlFor="audit-action">{t.auditAction}</label>
            <select id="audit-action" name="action" value={draft.action} onChange={set('action')}>
              <option value="">{t.auditAnyAction}</option>
              {AUDITED_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {actionName(lang, action)}
                </option>
              ))}
            </select>
          </div>
          <label>
            {t.auditFrom}
            <input name="from" type="date" value={draft.from} onChange={set('from')} />
          </label>
          <label>
            {t.auditTo}
            <input name="to" type="date" value={draft.to} onChange={set('to')} />
          </label>
          <label>
            {t.auditActor}
            <input
              ref={actorInput}
              name="actor"
              value={draft.actor}
              onChange={set('actor')}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              aria-describedby="audit-id-hint"
            />
          </label>
          <label>
            {t.auditObject}
            <input
              name="object"
              value={draft.object}
              onChange={set('object')}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              aria-describedby="audit-id-hint"
            />
          </label>
        </div>
        <p id="audit-id-hint" className="hint">
          {t.auditIdHint}
        </p>
        <div className="audit-filter-actions">
          <button type="submit" className="primary">
            {t.auditApply}
          </button>
          <button type="button" onClick={clear} disabled={!filtered && !drafted}>
            {t.auditClear}
          </button>
        </div>
      </form>

      <p className="audit-status" role="status" data-testid="audit-status">
        {status}
      </p>
      <FormError message={error} />

      {loaded && list.length === 0 && (
        <p className="audit-empty" data-testid="audit-empty">
          {filtered ? t.auditEmpty : t.auditEmptyAll}
        </p>
      )}

      {list.length > 0 && (
        <>
          <AuditTable list={list} lang={lang} t={t} onNarrow={narrowTo} />
          <AuditCards list={list} lang={lang} t={t} onNarrow={narrowTo} />
        </>
      )}

      {loaded?.more && (
        <button type="button" className="audit-more" disabled={busy} onClick={() => void more()}>
          {t.auditMore}
        </button>
      )}
    </section>
  );
}

interface ViewProps {
  list: AuditEntry[];
  lang: ConsoleLang;
  t: ConsoleStrings;
  onNarrow: (change: Partial<AuditFilters>) => void;
}

function AuditTable({ list, lang, t, onNarrow }: ViewProps) {
  return (
    <div className="audit-table-wrap">
      <table className="audit-table">
        <caption>{t.auditCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.auditSeq}</th>
            <th scope="col">{t.auditTime}</th>
            <th scope="col">{t.auditWho}</th>
            <th scope="col">{t.auditWhat}</th>
            <th scope="col">{t.auditOn}</th>
            <th scope="col">{t.auditDetail}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((entry) => (
            <tr key={entry.seq} data-seq={entry.seq} tabIndex={-1}>
              <th scope="row" className="audit-seq">
                {entry.seq}
              </th>
              <td className="audit-time">
                <time dateTime={entry.at}>{beijingTime(entry.at)}</time>
              </td>
              <td>
                <Actor entry={entry} lang={lang} t={t} onNarrow={onNarrow} />
              </td>
              <td>
                <Action action={entry.action} lang={lang} />
              </td>
              <td>
                <ObjectRef entry={entry} lang={lang} t={t} onNarrow={onNarrow} />
              </td>
              <td>
                <Details entry={entry} lang={lang} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditCards({ list, lang, t, onNarrow }: ViewProps) {
  return (
    <ol className="audit-cards" aria-label={t.auditCaption}>
      {list.map((entry) => (
        <li key={entry.seq} data-seq={entry.seq} tabIndex={-1}>
          <div className="audit-card-head">
            <Action action={entry.action} lang={lang} />
            <time dateTime={entry.at}>{beijingTime(entry.at)}</time>
          </div>
          <dl>
            <dt>{t.auditWho}</dt>
            <dd>
              <Actor entry={entry} lang={lang} t={t} onNarrow={onNarrow} />
            </dd>
            {entry.object && (
              <>
                <dt>{t.auditOn}</dt>
                <dd>
                  <ObjectRef entry={entry} lang={lang} t={t} onNarrow={onNarrow} />
                </dd>
              </>
            )}
            <dt>{t.auditSeq}</dt>
            <dd>{entry.seq}</dd>
            {detailRows(entry, lang, t).map(([key, value]) => (
              <Fragment key={key}>
                <dt>{key}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

function Action({ action, lang }: { action: string; lang: ConsoleLang }) {
  return (
    <span className={isFailure(action) ? 'audit-action failed' : 'audit-action'} data-field="action">
      {actionName(lang, action)}
    </span>
  );
}

function Actor({ entry, lang, t, onNarrow }: { entry: AuditEntry } & Omit<ViewProps, 'list'>) {
  const name = actorLabel(lang, entry);
  const ref = describeRef(lang, entry.actor);
  return (
    <span className="audit-ref">
      <button
        type="button"
        className="link"
        data-field="actor"
        aria-label={formatMessage(lang, t.auditOnlyActor, { name })}
        onClick={() => onNarrow({ actor: entry.actor })}
      >
        {name}
      </button>
      {entry.actorName && ref.id && (
        <span className="audit-id">
          {ref.kind} {ref.id}
        </span>
      )}
    </span>
  );
}

function ObjectRef({ entry, lang, t, onNarrow }: { entry: AuditEntry } & Omit<ViewProps, 'list'>) {
  const object = entry.object;
  if (!object) return <span aria-hidden="true">—</span>;
  const { kind, id } = describeRef(lang, object);
  const name = id ? `${kind} ${id}` : kind;
  return (
    <button
      type="button"
      className="link audit-object"
      aria-label={formatMessage(lang, t.auditOnlyObject, { name })}
      onClick={() => onNarrow({ object })}
    >
      {kind} <span className="audit-id">{id}</span>
    </button>
  );
}

/** A row's details in words, and the session it came from. */
function detailRows(entry: AuditEntry, lang: ConsoleLang, t: ConsoleStrings): [string, string][] {
  const pairs = detailPairs(lang, entry.detail, entry.action);
  if (entry.session) pairs.push([t.auditSession, describeRef(lang, `session:${entry.session}`).id]);
  return pairs;
}

function Details({ entry, lang, t }: { entry: AuditEntry; lang: ConsoleLang; t: ConsoleStrings }) {
  const pairs = detailRows(entry, lang, t);
  if (pairs.length === 0) return null;
  return (
    <dl className="audit-detail">
      {pairs.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
