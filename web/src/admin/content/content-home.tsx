import type { CollectionList, CollectionSummary } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { formatMessage } from '../../i18n/format-message.ts';
import { errorText, FormError } from '../form-error.tsx';
import { contentHref, screenHref } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import type { ConsoleLang } from '../strings.ts';
import { useAdminRead } from '../use-admin-read.tsx';
import { collectionName } from './content-names.ts';
import { type ListStrings, useListStrings } from './list-strings.ts';
import { contentListHref, type EnglishFilter } from './record-list.tsx';
import './content-lists.css';

/** One collection as `GET content` lists it. */
export type { CollectionSummary };

/** A collection's address: its list, or straight its one record for a single one (site settings...). */
export const collectionHref = (c: CollectionSummary): string =>
  c.single ? contentHref(c.collection, c.collection) : contentHref(c.collection);

/** The records a count stands for: the list filtered so, or the single record itself. */
const englishHref = (c: CollectionSummary, english: EnglishFilter): string =>
  c.single ? contentHref(c.collection, c.collection) : contentListHref(c.collection, english);

/**
 * `#/content`: every collection with its counts (records, published, English missing or older), each
 * name opening its records and each count above zero the records it counts; the translations screen
 * one link away with everything English still needs.
 */
export function ContentHome(_props: { me: Me }) {
  const { lang, t } = useLanguage();
  const s = useListStrings();
  // Read on opening; a refusal is read again in a new language (the server's error words follow it).
  const read = useAdminRead<CollectionList>(ADMIN_PATHS.contentCollections);
  const list = read.data?.list ?? null;
  const error = read.error ? errorText(read.error, t) : null;

  const waiting = list?.reduce((sum, c) => sum + c.englishMissing + c.englishOlder, 0) ?? 0;

  return (
    <section className="card content-list" aria-labelledby="content-title">
      <div className="screen-head">
        <h1 id="content-title">{s.contentTitle}</h1>
        {list && (
          <a className="translations-link" href={screenHref('translations')} data-testid="translations-link">
            {waiting > 0 ? formatMessage(lang, s.translationsLink, { count: waiting }) : s.translationsNone}
          </a>
        )}
      </div>
      <p className="hint">{s.contentIntro}</p>
      <p className="content-status" role="status" data-testid="collections-status">
        {list ? formatMessage(lang, s.collectionsCount, { count: list.length }) : error ? '' : t.loading}
      </p>
      <FormError message={error} />
      {list && list.length > 0 && <CollectionTable list={list} lang={lang} s={s} />}
    </section>
  );
}

function CollectionTable({ list, lang, s }: { list: CollectionSummary[]; lang: ConsoleLang; s: ListStrings }) {
  return (
    <div className="content-table-wrap">
      <table className="list-table content-collections" data-testid="collections-table">
        <caption className="visually-hidden">{s.collectionsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{s.colCollection}</th>
            <th scope="col" className="number-col">
              {s.colRecords}
            </th>
            <th scope="col" className="number-col">
              {s.colPublished}
            </th>
            <th scope="col" className="number-col">
              {s.colEnglishMissing}
            </th>
            <th scope="col" className="number-col">
              {s.colEnglishOlder}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((c) => {
            const name = collectionName(c.collection, lang);
            return (
              <tr key={c.collection} data-testid={`collection-${c.collection}`}>
                <th scope="row" className="collection-cell">
                  <a href={collectionHref(c)} className="collection-name">
                    {name}
                  </a>
                  <span className="collection-file">
                    {c.file}
                    {c.single && <span className="badge">{s.singleRecord}</span>}
                  </span>
                </th>
                <td data-label={s.colRecords} className="record-number">
                  {c.records}
                </td>
                <td data-label={s.colPublished} className="record-number">
                  {c.published}
                </td>
                <td data-label={s.colEnglishMissing} className="record-number">
                  <Count
                    n={c.englishMissing}
                    href={englishHref(c, 'missing')}
                    label={formatMessage(lang, s.openMissing, { name, count: c.englishMissing })}
                  />
                </td>
                <td data-label={s.colEnglishOlder} className="record-number">
                  <Count
                    n={c.englishOlder}
                    href={englishHref(c, 'older')}
                    label={formatMessage(lang, s.openOlder, { name, count: c.englishOlder })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A count of records needing English: a link to them when there are any, a quiet zero otherwise. */
function Count({ n, href, label }: { n: number; href: string; label: string }) {
  if (n === 0) return <span className="muted">0</span>;
  return (
    <a href={href} className="count-link" aria-label={label}>
      {n}
    </a>
  );
}
