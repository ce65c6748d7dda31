import type { DocumentSearch } from '@muyuan/contract/search';
import type { DocumentFilter } from '../../api/search.ts';
import { FilterChips } from '../../components/filter-chips/filter-chips.tsx';
import { documentFilterHref } from './document-filter.ts';
import { useSearchMessages } from './search-messages.ts';

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
        prefix="document"
        label={own('filterKind')}
        allLabel={own('allKinds')}
        current={filter.kind}
        options={facets.kinds
          .filter((k) => k.count > 0 || k.kind === filter.kind)
          .map((k) => ({ value: k.kind, label: own(`documentKind.${k.kind}`), count: k.count }))}
        hrefFor={(kind) => documentFilterHref(search, { kind })}
      />
      <FilterChips
        prefix="document"
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
