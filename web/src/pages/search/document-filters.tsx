import type { DocumentSearch } from '@muyuan/contract/search';
import { useId } from 'react';
import { Link } from 'wouter';
import type { DocumentFilter } from '../../api/search.ts';
import { documentFilterHref } from './document-filter.ts';
import { useSearchMessages } from './search-messages.ts';

interface ChipsProps {
  label: string;
  allLabel: string;
  current: string | null;
  options: { value: string; label: string; count: number }[];
  /** The address with this option chosen (null = all). */
  hrefFor: (value: string | null) => string;
}

/** One row of filter links with their counts; the chosen one is marked. */
function FilterChips({ label, allLabel, current, options, hrefFor }: ChipsProps) {
  const labelId = useId();
  return (
    <div className="document-filter-row">
      <span className="document-filter-label" id={labelId}>
        {label}
      </span>
      <nav aria-labelledby={labelId}>
        <ul className="document-chips">
          <li>
            <Link href={hrefFor(null)} className="document-chip" aria-current={current === null ? 'page' : undefined}>
              {allLabel}
            </Link>
          </li>
          {options.map((o) => (
            <li key={o.value}>
              <Link
                href={hrefFor(o.value)}
                className="document-chip"
                data-value={o.value}
                aria-current={current === o.value ? 'page' : undefined}
              >
                {o.label} <span className="document-chip-count">{o.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

interface Props {
  /** The search page's query, which every choice keeps (the keyword, the page results' page). */
  search: string;
  filter: DocumentFilter;
  facets: Pick<DocumentSearch, 'kinds' | 'years'>;
}

/**
 * The documents' kinds and years with how many documents each holds, as links that live in the address.
 * A kind or year without documents is left out unless it is the chosen one (so it can be seen and undone).
 */
export function DocumentFilters({ search, filter, facets }: Props) {
  const own = useSearchMessages();
  const year = filter.year === null ? null : String(filter.year);
  return (
    <div className="document-filters">
      <FilterChips
        label={own('filterKind')}
        allLabel={own('allKinds')}
        current={filter.kind}
        options={facets.kinds
          .filter((k) => k.count > 0 || k.kind === filter.kind)
          .map((k) => ({ value: k.kind, label: own(`documentKind.${k.kind}`), count: k.count }))}
        hrefFor={(kind) => documentFilterHref(search, { kind })}
      />
      <FilterChips
        label={own('filterYear')}
        allLabel={own('allYears')}
        current={year}
        options={facets.years
          .filter((y) => y.count > 0 || String(y.year) === year)
          .map((y) => ({ value: String(y.year), label: String(y.year), count: y.count }))}
        hrefFor={(value) => documentFilterHref(search, { year: value })}
      />
    </div>
  );
}
