import type { CaseCategory, CaseList as CaseListAnswer, CaseStatus, CaseSummary } from '@muyuan/contract/admin/cases';
import { CASE_CATEGORIES, CASE_PAGE_SIZE_MAX, CASE_STATUSES } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { type FormEvent, useMemo, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { adminCall } from '../admin-api.ts';
import { errorText, FormError } from '../form-error.tsx';
import { caseHref } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import { PageNav } from '../page-nav.tsx';
import type { ConsoleLang } from '../strings.ts';
import { useAdminRead } from '../use-admin-read.tsx';
import { type IndexOpening, useCaseIndexes } from './case-indexes.ts';
import { type CaseStrings, problemText } from './case-strings.ts';
import { ClockCell } from './clock-cell.tsx';
import { type ReportNames, useReportNames } from './report-names.ts';
import type { TeamKey } from './sealed-box.ts';
import { useCaseStrings } from './use-case-strings.ts';

/** Rows on one screen of the list (the console loads every case and pages them itself). */
export const CASE_LIST_PAGE_SIZE = 50;

/** The filters the server applies (metadata in clear). */
export interface ServerFilters {
  status: CaseStatus | '';
  assignee: 'me' | 'none' | '';
  overdue: boolean;
  category: CaseCategory | 'none' | '';
}
/** The filters the browser applies to the opened reports (sealed fields). */
export interface OpenedFilters {
  q: string;
  province: string;
  subsidiary: string;
  department: string;
}
const NO_SERVER_FILTERS: ServerFilters = { status: '', assignee: '', overdue: false, category: '' };
const NO_OPENED_FILTERS: OpenedFilters = { q: '', province: '', subsidiary: '', department: '' };

/** Every case under the server's filters (all their pages). */
type CasePage = Pick<CaseListAnswer, 'list' | 'total'>;

/** The API's address for one page (of up to CASE_PAGE_SIZE_MAX cases) under the server's filters. */
export function caseListPath(filters: ServerFilters, me: Me, pageNum: number, withIndex: boolean): string {
  const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(CASE_PAGE_SIZE_MAX) });
  if (filters.status) query.set('status', filters.status);
  if (filters.assignee) query.set('assignee', filters.assignee === 'me' ? me.id : 'none');
  if (filters.overdue) query.set('overdue', 'true');
  if (filters.category) query.set('category', filters.category);
  if (withIndex) query.set('sealed', 'index');
  return `${ADMIN_PATHS.cases}?${query}`;
}

/**
 * Every case under the server's filters, newest first, a thousand per request; with the key unlocked,
 * each with its sealed index (so the browser's filters see every case, not one page).
 */
async function loadCases(lang: ConsoleLang, filters: ServerFilters, me: Me, withIndex: boolean): Promise<CasePage> {
  const first = await adminCall<CaseListAnswer>(lang, 'GET', caseListPath(filters, me, 1, withIndex));
  const list = [...first.list];
  const pages = Math.ceil(first.total / CASE_PAGE_SIZE_MAX);
  for (let pageNum = 2; pageNum <= pages; pageNum++)
    list.push(...(await adminCall<CaseListAnswer>(lang, 'GET', caseListPath(filters, me, pageNum, withIndex))).list);
  return { list, total: first.total };
}

/** Whether an opened index passes the browser's filters (a case not opened passes only when none is set). */
export function passes(opening: IndexOpening | undefined, filters: OpenedFilters): boolean {
  const set = filters.q.trim() || filters.province || filters.subsidiary || filters.department;
  if (!set) return true;
  if (!opening || !('index' in opening)) return false;
  const { index } = opening;
  const q = filters.q.trim().toLowerCase();
  if (q && !index.subject.toLowerCase().includes(q)) return false;
  if (filters.province && index.province !== filters.province) return false;
  if (filters.subsidiary && index.deptId !== filters.subsidiary) return false;
  if (filters.department && index.deptTypeCode !== filters.department) return false;
  return true;
}

/**
 * The compliance team's cases, newest first: the clocks from the server, the subjects opened in this
 * browser once the team key is unlocked, filters by status, officer and overdue (server) and by
 * text, province, subsidiary and department (browser, over the opened reports).
 */
export function CaseList({ me, teamKey, keySettled }: { me: Me; teamKey: TeamKey | null; keySettled: boolean }) {
  const { lang, t } = useLanguage();
  const s = useCaseStrings();
  const names = useReportNames(lang);
  const [draft, setDraft] = useState<ServerFilters>(NO_SERVER_FILTERS);
  const [applied, setApplied] = useState<ServerFilters>(NO_SERVER_FILTERS);
  const [opened, setOpenedFilters] = useState<OpenedFilters>(NO_OPENED_FILTERS);
  const [pageNum, setPageNum] = useState(1);
  // Every case under the filters applied, once the key is settled (with it, each case's sealed index):
  // the last list stays while new filters load, none shows when it cannot be read. A language switch
  // reads nothing again (reading the indexes is audited).
  const unlocked = teamKey !== null;
  const first = caseListPath(applied, me, 1, unlocked);
  const read = useAdminRead(keySettled ? first : null, {
    view: { name: 'every page', read: (asked) => loadCases(asked, applied, me, unlocked) },
    keepPrevious: true,
  });
  const loaded = read.error ? null : (read.data ?? null);
  const error = read.error ? errorText(read.error, t) : null;

  const cases = loaded?.list ?? null;
  const openings = useCaseIndexes(lang, teamKey, cases);
  const shown = useMemo(
    () => (cases ?? []).filter((c) => passes(openings.get(c.id), opened)),
    [cases, openings, opened],
  );
  const browserFiltered = Object.values(opened).some((v) => v.trim() !== '');
  const pages = Math.max(1, Math.ceil(shown.length / CASE_LIST_PAGE_SIZE));
  const page = Math.min(pageNum, pages);
  const onScreen = shown.slice((page - 1) * CASE_LIST_PAGE_SIZE, page * CASE_LIST_PAGE_SIZE);
  const setBrowserFilters = (next: OpenedFilters) => {
    setOpenedFilters(next);
    setPageNum(1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same filters applied anew read the list again.
    if (draft !== applied && caseListPath(draft, me, 1, unlocked) === first) void read.mutate();
    setApplied(draft);
    setPageNum(1);
  };
  const clear = () => {
    setDraft(NO_SERVER_FILTERS);
    setApplied(NO_SERVER_FILTERS);
    setOpenedFilters(NO_OPENED_FILTERS);
    setPageNum(1);
  };

  return (
    <div className="case-list">
      <form className="content-filters" onSubmit={submit} aria-label={s.filters}>
        <div className="content-filter-fields">
          <div className="field">
            <label htmlFor="cases-status">{s.status}</label>
            <select
              id="cases-status"
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value as ServerFilters['status'] })}
            >
              <option value="">{s.anyStatus}</option>
              {CASE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {s.statuses[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="cases-assignee">{s.assignee}</label>
            <select
              id="cases-assignee"
              value={draft.assignee}
              onChange={(e) => setDraft({ ...draft, assignee: e.target.value as ServerFilters['assignee'] })}
            >
              <option value="">{s.anyAssignee}</option>
              <option value="me">{s.mine}</option>
              <option value="none">{s.unassigned}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="cases-category">{s.category}</label>
            <select
              id="cases-category"
              value={draft.category}
              onChange={(e) => setDraft({ ...draft, category: e.target.value as ServerFilters['category'] })}
            >
              <option value="">{s.anyCategory}</option>
              {CASE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {s.categories[category]}
                </option>
              ))}
              <option value="none">{s.uncategorized}</option>
            </select>
          </div>
          <label className="check case-overdue-filter">
            <input
              type="checkbox"
              checked={draft.overdue}
              onChange={(e) => setDraft({ ...draft, overdue: e.target.checked })}
            />
            {s.overdueOnly}
          </label>
        </div>
        {teamKey && (
          <OpenedFilterFields s={s} names={names} filters={opened} onChange={setBrowserFilters} openings={openings} />
        )}
        <div className="content-filter-actions">
          <button type="submit" className="primary">
            {s.apply}
          </button>
          <button type="button" onClick={clear}>
            {s.clear}
          </button>
        </div>
      </form>

      <p className="content-status" role="status" data-testid="cases-status">
        {loaded
          ? browserFiltered
            ? formatMessage(lang, s.shown, { shown: shown.length, count: loaded.total })
            : loaded.total === 1
              ? s.totalOne
              : formatMessage(lang, s.total, { count: loaded.total })
          : error
            ? ''
            : t.loading}
      </p>
      <FormError message={error} />
      {loaded && shown.length === 0 && <p className="content-empty">{s.empty}</p>}
      {loaded && shown.length > 0 && (
        <div className="content-table-wrap">
          <table className="list-table case-table" data-testid="cases-table">
            <caption className="visually-hidden">{formatMessage(lang, s.casesCaption, { page })}</caption>
            <thead>
              <tr>
                <th scope="col">{s.colReceived}</th>
                <th scope="col">{s.colSubject}</th>
                <th scope="col">{s.colStatus}</th>
                <th scope="col">{s.colAssignee}</th>
                <th scope="col">{s.colAcknowledge}</th>
                <th scope="col">{s.colFeedback}</th>
              </tr>
            </thead>
            <tbody>
              {onScreen.map((c) => (
                <CaseRow key={c.id} summary={c} opening={openings.get(c.id)} s={s} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loaded && pages > 1 && <PageNav page={page} pages={pages} s={s} onPage={setPageNum} />}
    </div>
  );
}

function subjectOf(opening: IndexOpening | undefined, s: CaseStrings): { text: string; sealed: boolean } {
  if (opening && 'index' in opening) return { text: opening.index.subject, sealed: false };
  if (opening && 'problem' in opening) return { text: problemText(s, opening.problem), sealed: true };
  return { text: s.sealedSubject, sealed: true };
}

function CaseRow({
  summary: c,
  opening,
  s,
}: {
  summary: CaseSummary;
  opening: IndexOpening | undefined;
  s: CaseStrings;
}) {
  const subject = subjectOf(opening, s);
  return (
    <tr data-testid={`case-${c.id}`} className={c.overdue ? 'case-overdue' : undefined}>
      <td data-label={s.colReceived} className="case-received">
        {beijingTime(c.receivedAt, { seconds: false })}
      </td>
      <th scope="row" className="case-subject">
        <a href={caseHref(c.id)} className={subject.sealed ? 'sealed' : undefined}>
          {subject.text}
          {subject.sealed && <span className="case-id"> · {c.id.slice(0, 8)}</span>}
        </a>
        {c.overdue && <span className="badge case-overdue-badge">⚠ {s.overdue}</span>}
      </th>
      <td data-label={s.colStatus}>
        {s.statuses[c.status]}
        {c.outcome && ` · ${s.outcomes[c.outcome]}`}
        {c.category && <span className="case-category">{s.categories[c.category]}</span>}
        {c.legalHold && <span className="badge">{s.onHold}</span>}
        {c.duplicateOf && <span className="badge">{s.duplicate}</span>}
      </td>
      <td data-label={s.colAssignee}>{c.assignee?.name ?? <span className="muted">{s.nobody}</span>}</td>
      <td data-label={s.colAcknowledge}>
        <ClockCell by={c.acknowledgeBy} daysLeft={c.acknowledgeDaysLeft} overdue={c.acknowledgeOverdue} s={s} />
      </td>
      <td data-label={s.colFeedback}>
        <ClockCell by={c.feedbackBy} daysLeft={c.feedbackDaysLeft} overdue={c.feedbackOverdue} s={s} />
      </td>
    </tr>
  );
}

function OpenedFilterFields({
  s,
  names,
  filters,
  onChange,
  openings,
}: {
  s: CaseStrings;
  names: ReportNames;
  filters: OpenedFilters;
  onChange: (next: OpenedFilters) => void;
  openings: ReadonlyMap<string, IndexOpening>;
}) {
  // The choices are those the opened indexes hold.
  const reports = [...openings.values()].flatMap((o) => ('index' in o ? [o.index] : []));
  const choices = (pick: (r: (typeof reports)[number]) => string) =>
    [...new Set(reports.map(pick).filter(Boolean))].sort();
  const select = (
    id: string,
    label: string,
    field: keyof OpenedFilters,
    values: string[],
    name: (v: string) => string,
  ) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={filters[field]} onChange={(e) => onChange({ ...filters, [field]: e.target.value })}>
        <option value="">{s.any}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {name(v)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="content-filter-fields case-opened-filters">
      <div className="field content-search">
        <label htmlFor="cases-q">{s.search}</label>
        <input
          id="cases-q"
          type="search"
          value={filters.q}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => onChange({ ...filters, q: e.target.value })}
        />
      </div>
      {select(
        'cases-province',
        s.province,
        'province',
        choices((r) => r.province),
        names.province,
      )}
      {select(
        'cases-subsidiary',
        s.subsidiary,
        'subsidiary',
        choices((r) => r.deptId),
        names.subsidiary,
      )}
      {select(
        'cases-department',
        s.department,
        'department',
        choices((r) => r.deptTypeCode),
        names.department,
      )}
    </div>
  );
}
