import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { SEARCH_TALLY_TOP, type SearchTally, type SearchTallyRow } from '@muyuan/contract/admin/search-tally';
import { useId, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { formatNumber } from '../../i18n/format-number.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import type { ConsoleLang } from '../strings.ts';
import { useAdminRead } from '../use-admin-read.tsx';
import { publicSearchHref } from './public-search-href.ts';
import { SEARCHES_STRINGS, type SearchesStrings } from './searches-strings.ts';
import './searches-page.css';

/** A week's name in the picker: this week, last week, or its number and year. */
function weekLabel(week: string, index: number, s: SearchesStrings, lang: ConsoleLang): string {
  if (index === 0) return s.thisWeek;
  if (index === 1) return s.lastWeek;
  return formatMessage(lang, s.weekName, { year: week.slice(0, 4), n: Number(week.slice(6)) });
}

/**
 * Searches that found nothing (`#/searches`, issue 42 point 7): a week's public searches that found no page,
 * most frequent first, in two lists (nothing at all; documents only), each opening the public search.
 */
export function SearchesPage() {
  const { lang, t } = useLanguage();
  const s = SEARCHES_STRINGS[lang];
  const pickerId = useId();
  const [week, setWeek] = useState<string | null>(null);
  const path = week ? `${ADMIN_PATHS.searchTally}?week=${encodeURIComponent(week)}` : ADMIN_PATHS.searchTally;
  const read = useAdminRead<SearchTally>(path, { keepPrevious: true });
  const data = read.data;
  const current = data?.weeks[0]?.week;
  const shown = data?.week.week;

  return (
    <section className="card searches-page" aria-labelledby="searches-title">
      <header className="screen-head">
        <h1 id="searches-title">{s.title}</h1>
      </header>
      <p className="hint searches-intro">{s.intro}</p>
      <FormError message={read.error ? errorText(read.error, t) : null} />
      {data && (
        <>
          <div className="searches-bar">
            <label htmlFor={pickerId}>{s.week}</label>
            <select id={pickerId} value={shown} onChange={(e) => setWeek(e.target.value)}>
              {data.weeks.map((w, i) => (
                <option key={w.week} value={w.week}>
                  {formatMessage(lang, s.weekOption, {
                    label: weekLabel(w.week, i, s, lang),
                    from: w.from,
                    // A week within one year names its year once (a phone's picker is narrow).
                    to: w.to.slice(0, 4) === w.from.slice(0, 4) ? w.to.slice(5) : w.to,
                  })}
                </option>
              ))}
            </select>
            <p className="searches-total" data-testid="searches-total">
              {formatMessage(lang, shown === current ? s.searches : s.searchesOf, {
                count: data.searches,
                n: formatNumber(data.searches),
              })}
            </p>
          </div>
          <div className="searches-lists">
            <MissList title={s.nothingTitle} hint={s.nothingHint} rows={data.nothing} other={data.other.nothing} />
            <MissList
              title={s.documentsTitle}
              hint={s.documentsHint}
              rows={data.documentsOnly}
              other={data.other.documentsOnly}
            />
          </div>
        </>
      )}
    </section>
  );
}

function MissList(props: { title: string; hint: string; rows: SearchTallyRow[]; other: number }) {
  const { lang } = useLanguage();
  const s = SEARCHES_STRINGS[lang];
  const titleId = useId();
  const langName = (l: SearchTallyRow['lang']) => (l === 'zh' ? s.langZh : s.langEn);
  return (
    <section className="searches-list" aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      <p className="hint">
        {props.hint}
        {/* Chinese runs its sentences on without a space. */}
        {lang === 'zh' ? '' : ' '}
        {formatMessage(lang, s.top, { n: SEARCH_TALLY_TOP })}
      </p>
      {props.rows.length === 0 ? (
        <p className="searches-empty">{s.empty}</p>
      ) : (
        <table className="searches-table">
          <thead>
            <tr>
              <th scope="col">{s.query}</th>
              <th scope="col">{s.lang}</th>
              <th scope="col" className="searches-count">
                {s.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={`${row.lang} ${row.query}`}>
                <th scope="row">
                  <a
                    href={publicSearchHref(row.lang, row.query)}
                    target="_blank"
                    rel="noopener"
                    title={formatMessage(lang, s.open, { query: row.query, lang: langName(row.lang) })}
                  >
                    {row.query}
                  </a>
                </th>
                <td className="searches-lang">{langName(row.lang)}</td>
                <td className="searches-count">{formatNumber(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.other > 0 && (
        <p className="hint searches-other">
          {formatMessage(lang, s.other, { count: props.other, n: formatNumber(props.other) })}
        </p>
      )}
    </section>
  );
}
