import type { CollectionList, RecordSummary } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { adminCall } from '../admin-api.ts';
import { errorText, FormError } from '../form-error.tsx';
import { contentHref } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import type { ConsoleLang } from '../strings.ts';
import { useAdminRead } from '../use-admin-read.tsx';
import { collectionName } from './content-names.ts';
import { type ListStrings, useListStrings } from './list-strings.ts';
import { contentListHref, NO_RECORD_FILTERS, type RecordPage, recordListPath } from './record-list.tsx';
import './content-lists.css';

type Gap = 'missing' | 'older';

/** A collection whose English needs work, with the first page of each kind of gap it has. */
interface CollectionGaps {
  collection: string;
  single: boolean;
  missing: RecordPage | null;
  older: RecordPage | null;
}

const gapPage = (lang: ConsoleLang, collection: string, english: Gap, count: number) =>
  count > 0
    ? adminCall<RecordPage>(lang, 'GET', recordListPath(collection, { ...NO_RECORD_FILTERS, english }, 1))
    : Promise.resolve(null);

/**
 * Everything whose English is missing or older than its Chinese, collection by collection, each record
 * one click from its editor. Chinese-only collections are never counted by the server, so never listed.
 */
export async function loadGaps(lang: ConsoleLang): Promise<CollectionGaps[]> {
  const { list } = await adminCall<CollectionList>(lang, 'GET', ADMIN_PATHS.contentCollections);
  const needing = list.filter((c) => c.englishMissing + c.englishOlder > 0);
  return Promise.all(
    needing.map(async (c) => {
      const [missing, older] = await Promise.all([
        gapPage(lang, c.collection, 'missing', c.englishMissing),
        gapPage(lang, c.collection, 'older', c.englishOlder),
      ]);
      return { collection: c.collection, single: c.single, missing, older };
    }),
  );
}

/** `#/translations`: the English still to write or to check, for the web team's translators. */
export function TranslationsPage(_props: { me: Me }) {
  const { lang, t } = useLanguage();
  const s = useListStrings();
  // Read once on opening (a language change shows the same records).
  const read = useAdminRead(ADMIN_PATHS.contentCollections, { view: { name: 'gaps', read: loadGaps } });
  const gaps = read.data ?? null;
  const error = read.error ? errorText(read.error, t) : null;

  const missing = gaps?.reduce((n, g) => n + (g.missing?.total ?? 0), 0) ?? 0;
  const older = gaps?.reduce((n, g) => n + (g.older?.total ?? 0), 0) ?? 0;
  const status = gaps
    ? missing + older > 0
      ? formatMessage(lang, s.translationsCount, { missing, older })
      : s.translationsDone
    : error
      ? ''
      : t.loading;

  return (
    <section className="card content-list translations-page" aria-labelledby="translations-title">
      <h1 id="translations-title">{s.translationsTitle}</h1>
      <p className="hint">{s.translationsIntro}</p>
      <p className="hint translations-older-hint">{s.olderHint}</p>
      <p className="content-status" role="status" data-testid="translations-status">
        {status}
      </p>
      <FormError message={error} />
      {gaps?.map((g) => (
        <section
          key={g.collection}
          className="translation-collection"
          aria-labelledby={`gaps-${g.collection}`}
          data-testid={`gaps-${g.collection}`}
        >
          <h2 id={`gaps-${g.collection}`}>
            {/* A single collection's list is its one record: straight there, as the content home does. */}
            <a href={g.single ? contentHref(g.collection, g.collection) : contentHref(g.collection)}>
              {collectionName(g.collection, lang)}
            </a>
          </h2>
          {g.missing && <GapTable collection={g.collection} gap="missing" page={g.missing} s={s} lang={lang} />}
          {g.older && <GapTable collection={g.collection} gap="older" page={g.older} s={s} lang={lang} />}
        </section>
      ))}
    </section>
  );
}

interface GapTableProps {
  collection: string;
  gap: Gap;
  page: RecordPage;
  s: ListStrings;
  lang: ConsoleLang;
}

/** One kind of gap in one collection: the first page of its records, and a link to the rest. */
function GapTable({ collection, gap, page, s, lang }: GapTableProps) {
  if (page.total === 0) return null;
  const name = collectionName(collection, lang);
  const group = formatMessage(lang, gap === 'missing' ? s.groupMissing : s.groupOlder, { n: page.total });
  const rest = page.total - page.list.length;
  return (
    <div className="translation-gap" data-testid={`gap-${collection}-${gap}`}>
      <h3>{group}</h3>
      <div className="content-table-wrap">
        <table className="list-table content-gaps">
          <caption className="visually-hidden">{formatMessage(lang, s.groupCaption, { name, group })}</caption>
          <thead>
            <tr>
              <th scope="col">{s.colTitleZh}</th>
              {gap === 'older' && <th scope="col">{s.colTitleEn}</th>}
              <th scope="col">{s.colId}</th>
              <th scope="col">{s.colUpdated}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((record) => (
              <GapRow key={record.id} collection={collection} record={record} gap={gap} s={s} />
            ))}
          </tbody>
        </table>
      </div>
      {rest > 0 && (
        <p className="gap-more">
          <a
            className="gap-more-link"
            href={contentListHref(collection, gap)}
            aria-label={formatMessage(lang, gap === 'missing' ? s.andMoreMissing : s.andMoreOlder, {
              name,
              count: rest,
            })}
          >
            {formatMessage(lang, s.andMore, { n: rest })}
          </a>
        </p>
      )}
    </div>
  );
}

function GapRow({
  collection,
  record,
  gap,
  s,
}: {
  collection: string;
  record: RecordSummary;
  gap: Gap;
  s: ListStrings;
}) {
  return (
    <tr data-testid={`gap-record-${record.id}`}>
      <th scope="row" className="record-title">
        <a href={contentHref(collection, record.id)}>{record.title.zh || record.id}</a>
      </th>
      {gap === 'older' && (
        <td data-label={s.colTitleEn} lang="en" className="record-title-en">
          {record.title.en || <span className="muted">—</span>}
        </td>
      )}
      <td data-label={s.colId} className="record-id">
        {record.id}
      </td>
      <td data-label={s.colUpdated}>
        <time dateTime={record.updatedAt}>{beijingTime(record.updatedAt, { seconds: false })}</time>
      </td>
    </tr>
  );
}
