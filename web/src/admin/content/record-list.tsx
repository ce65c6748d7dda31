import type {
  CollectionSchema,
  EnglishStatus,
  RecordList as RecordListAnswer,
  RecordSummary,
} from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { errorText, FormError } from '../form-error.tsx';
import { contentHref, NEW_RECORD } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import { useAdminRead } from '../use-admin-read.tsx';
import { collectionName } from './content-names.ts';
import { type ListStrings, useListStrings } from './list-strings.ts';
import './content-lists.css';

export type EnglishFilter = 'missing' | 'older' | 'current';
export type StatusFilter = 'published' | 'unpublished' | 'drafts';

/** The filters as the form holds them ('' : any). */
export interface RecordFilters {
  q: string;
  status: StatusFilter | '';
  english: EnglishFilter | '';
}

export const NO_RECORD_FILTERS: RecordFilters = { q: '', status: '', english: '' };
export const RECORD_LIST_PAGE_SIZE = 50;

/**
 * The address of a collection's list, filtered by where English stands (`#/content/news?english=missing`).
 * The console's router reads the query and gives it to RecordList as `initialEnglish`.
 */
export const contentListHref = (collection: string, english?: EnglishFilter): string =>
  english ? `${contentHref(collection)}?english=${english}` : contentHref(collection);

/** The API's address for one page of a collection's records under the filters (empty ones left out). */
export function recordListPath(
  collection: string,
  filters: RecordFilters,
  page: number,
  pageSize = RECORD_LIST_PAGE_SIZE,
): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.status) query.set('status', filters.status);
  if (filters.english) query.set('english', filters.english);
  return `${withParams(ADMIN_PATHS.contentRecords, { collection })}?${query}`;
}

/** One page of records as the API answers it. */
export type RecordPage = RecordListAnswer;

export const pageCount = (loaded: Pick<RecordPage, 'total' | 'pageSize'>): number =>
  Math.max(1, Math.ceil(loaded.total / loaded.pageSize));

/**
 * A collection's records (`#/content/<collection>`): filters that are the API's query, a page of 50 in a
 * table (cards on a phone), paging, and "New record" for those who may write. The route gives the
 * English filter to start with (the counts on the content home and the translations screen link here);
 * the parent keys this component by collection and filter, so props are read once.
 */
export function RecordList({
  me,
  collection,
  initialEnglish,
}: {
  me: Me;
  collection: string;
  initialEnglish?: EnglishFilter;
}) {
  const { lang, t } = useLanguage();
  const s = useListStrings();
  const start: RecordFilters = { ...NO_RECORD_FILTERS, english: initialEnglish ?? '' };
  const [draft, setDraft] = useState<RecordFilters>(start);
  const [applied, setApplied] = useState<RecordFilters>(start);
  const [page, setPage] = useState(1);
  // A new filter or page asks again, the last page shown until it comes (not a language change: the
  // records are the same). The page and the end of busy land in one render: its buttons are never
  // briefly disabled over new rows.
  const path = recordListPath(collection, applied, page);
  const read = useAdminRead<RecordPage>(path, { keepPrevious: true });
  const loaded = read.error ? null : (read.data ?? null);
  const busy = read.isValidating;
  const error = read.error ? errorText(read.error, t) : null;
  // The collection's schema says whether it is a single record and whether it has English at all. Its
  // failure is not shown: an unknown collection's 404 already comes from the list.
  const schemaRead = useAdminRead<CollectionSchema>(withParams(ADMIN_PATHS.contentSchema, { collection }));
  const schema = schemaRead.error ? null : (schemaRead.data ?? null);
  // After a page change the table takes the focus (the button pressed may be disabled on the last page).
  const focusTable = useRef(false);
  const table = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (loaded && focusTable.current) {
      focusTable.current = false;
      table.current?.focus();
    }
  }, [loaded]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { ...draft, q: draft.q.trim() };
    // The same filters applied anew read the page again.
    if (recordListPath(collection, next, 1) === path) void read.mutate();
    setApplied(next);
    setPage(1);
  };

  const clear = () => {
    setDraft(NO_RECORD_FILTERS);
    setApplied(NO_RECORD_FILTERS);
    setPage(1);
  };

  const goTo = (next: number) => {
    focusTable.current = true;
    setPage(next);
  };

  const name = collectionName(collection, lang);
  const filtered = applied.q !== '' || applied.status !== '' || applied.english !== '';
  const mayWrite = me.roles.includes('editor') || me.roles.includes('publisher');
  const status = busy
    ? t.loading
    : loaded
      ? formatMessage(lang, filtered ? s.totalFiltered : s.total, { count: loaded.total })
      : '';

  return (
    <section className="card content-list" aria-labelledby="record-list-title">
      <nav className="content-breadcrumb" aria-label={s.breadcrumb}>
        <ol>
          <li>
            <a href="#/content">{s.backToContent}</a>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <div className="screen-head">
        <h1 id="record-list-title">{name}</h1>
        {mayWrite && schema && !schema.single && (
          <a className="button-link primary" href={contentHref(collection, NEW_RECORD)}>
            {s.newRecord}
          </a>
        )}
      </div>

      <FilterForm
        s={s}
        draft={draft}
        onChange={setDraft}
        onSubmit={submit}
        onClear={clear}
        canClear={filtered || draft.q !== '' || draft.status !== '' || draft.english !== ''}
        // English filters mean nothing for Chinese-only content, unless the address chose one.
        showEnglish={schema?.english !== 'none' || applied.english !== ''}
      />

      <p className="content-status" role="status" data-testid="records-status">
        {status}
      </p>
      <FormError message={error} />

      {loaded && loaded.list.length === 0 && (
        <p className="content-empty" data-testid="records-empty">
          {filtered ? s.emptyFiltered : s.empty}
        </p>
      )}
      {loaded && loaded.list.length > 0 && (
        <>
          <RecordTable tableRef={table} collection={collection} loaded={loaded} name={name} s={s} />
          <Pager loaded={loaded} busy={busy} s={s} onPage={goTo} />
        </>
      )}
    </section>
  );
}

interface FilterFormProps {
  s: ListStrings;
  draft: RecordFilters;
  onChange: (next: RecordFilters) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  canClear: boolean;
  showEnglish: boolean;
}

function FilterForm({ s, draft, onChange, onSubmit, onClear, canClear, showEnglish }: FilterFormProps) {
  return (
    <form className="content-filters" onSubmit={onSubmit} aria-label={s.filters}>
      <div className="content-filter-fields">
        <div className="field content-search">
          <label htmlFor="records-q">{s.search}</label>
          <input
            id="records-q"
            name="q"
            type="search"
            value={draft.q}
            onChange={(e) => onChange({ ...draft, q: e.target.value })}
            maxLength={100}
            autoComplete="off"
            aria-describedby="records-q-hint"
          />
          <span id="records-q-hint" className="hint">
            {s.searchHint}
          </span>
        </div>
        {/* Not wrapped in its label: the chosen option would join the select's name. */}
        <div className="field">
          <label htmlFor="records-status">{s.status}</label>
          <select
            id="records-status"
            name="status"
            value={draft.status}
            onChange={(e) => onChange({ ...draft, status: e.target.value as RecordFilters['status'] })}
          >
            <option value="">{s.anyStatus}</option>
            <option value="published">{s.statusPublished}</option>
            <option value="unpublished">{s.statusUnpublished}</option>
            <option value="drafts">{s.statusDrafts}</option>
          </select>
        </div>
        {showEnglish && (
          <div className="field">
            <label htmlFor="records-english">{s.english}</label>
            <select
              id="records-english"
              name="english"
              value={draft.english}
              onChange={(e) => onChange({ ...draft, english: e.target.value as RecordFilters['english'] })}
            >
              <option value="">{s.anyEnglish}</option>
              <option value="missing">{s.englishMissing}</option>
              <option value="older">{s.englishOlder}</option>
              <option value="current">{s.englishCurrent}</option>
            </select>
          </div>
        )}
      </div>
      <div className="content-filter-actions">
        <button type="submit" className="primary">
          {s.apply}
        </button>
        <button type="button" onClick={onClear} disabled={!canClear}>
          {s.clear}
        </button>
      </div>
    </form>
  );
}

interface TableProps {
  tableRef: RefObject<HTMLTableElement | null>;
  collection: string;
  loaded: RecordPage;
  name: string;
  s: ListStrings;
}

function RecordTable({ tableRef, collection, loaded, name, s }: TableProps) {
  const { lang } = useLanguage();
  return (
    <div className="content-table-wrap">
      <table ref={tableRef} tabIndex={-1} className="list-table content-records" data-testid="records-table">
        <caption className="visually-hidden">
          {formatMessage(lang, s.recordsCaption, { name, page: loaded.page })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{s.colId}</th>
            <th scope="col">{s.colTitleZh}</th>
            <th scope="col">{s.colTitleEn}</th>
            <th scope="col">{s.colStatus}</th>
            <th scope="col">{s.colEnglish}</th>
            <th scope="col">{s.colDrafts}</th>
            <th scope="col">{s.colVersion}</th>
            <th scope="col">{s.colUpdated}</th>
          </tr>
        </thead>
        <tbody>
          {loaded.list.map((record) => (
            <tr key={record.id} data-testid={`record-${record.id}`}>
              <td data-label={s.colId} className="record-id">
                {record.id}
              </td>
              <th scope="row" className="record-title">
                <a href={contentHref(collection, record.id)}>{record.title.zh || record.id}</a>
              </th>
              <td data-label={s.colTitleEn} lang="en" className="record-title-en">
                {record.title.en || <span className="muted">—</span>}
              </td>
              <td data-label={s.colStatus}>
                <PublishState record={record} s={s} />
              </td>
              <td data-label={s.colEnglish}>
                <EnglishState english={record.english} s={s} />
              </td>
              <td data-label={s.colDrafts} className={record.drafts > 0 ? 'record-number' : 'record-number no-drafts'}>
                {record.drafts > 0 ? <span className="badge">{record.drafts}</span> : <span className="muted">0</span>}
              </td>
              <td data-label={s.colVersion} className="record-number">
                {record.version > 0 ? record.version : <span className="muted">—</span>}
              </td>
              <td data-label={s.colUpdated} className="record-updated">
                <Updated record={record} s={s} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Published, unpublished, or (version 0) a record that exists only as a draft. */
function PublishState({ record, s }: { record: RecordSummary; s: ListStrings }) {
  if (record.published) return <span className="state active-state">{s.published}</span>;
  return <span className="state revoked-state">{record.version === 0 ? s.draftOnly : s.unpublished}</span>;
}

const ENGLISH_CLASS: Record<NonNullable<EnglishStatus>, string> = {
  missing: 'english-missing',
  older: 'english-older',
  current: 'english-current',
};

/** Where the English stands (short: the column says "English"); null: the collection has no English at all. */
export function EnglishState({ english, s }: { english: EnglishStatus; s: ListStrings }) {
  if (english === null) return <span className="muted">{s.englishNone}</span>;
  const words = { missing: s.cellMissing, older: s.cellOlder, current: s.cellCurrent }[english];
  return <span className={`state ${ENGLISH_CLASS[english]}`}>{words}</span>;
}

function Updated({ record, s }: { record: RecordSummary; s: ListStrings }) {
  const { lang } = useLanguage();
  return (
    <span className="record-updated-lines">
      {record.updatedBy && <span>{formatMessage(lang, s.updatedBy, { name: record.updatedBy })}</span>}{' '}
      <time dateTime={record.updatedAt}>{beijingTime(record.updatedAt, { seconds: false })}</time>
    </span>
  );
}

function Pager({
  loaded,
  busy,
  s,
  onPage,
}: {
  loaded: RecordPage;
  busy: boolean;
  s: ListStrings;
  onPage: (page: number) => void;
}) {
  const { lang } = useLanguage();
  const pages = pageCount(loaded);
  return (
    <nav className="content-pager" aria-label={s.paging}>
      <button type="button" disabled={busy || loaded.page <= 1} onClick={() => onPage(loaded.page - 1)}>
        {s.previous}
      </button>
      <span data-testid="records-page">{formatMessage(lang, s.pageOf, { page: loaded.page, pages })}</span>
      <button type="button" disabled={busy || loaded.page >= pages} onClick={() => onPage(loaded.page + 1)}>
        {s.next}
      </button>
    </nav>
  );
}
