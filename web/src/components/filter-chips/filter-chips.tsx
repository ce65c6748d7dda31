import { useId } from 'react';
import { Link } from 'wouter';

export interface FilterChipsProps {
  /** The class names' prefix (`notice` → `notice-filter-row`, `notice-chip`…): each list styles its own. */
  prefix: string;
  label: string;
  allLabel: string;
  current: string | null;
  options: { value: string; label: string; count: number }[];
  /** The address with this option chosen (null = all). */
  hrefFor: (value: string | null) => string;
}

/** One row of filter links with their counts, the chosen one marked (`aria-current`). */
export function FilterChips({ prefix, label, allLabel, current, options, hrefFor }: FilterChipsProps) {
  const labelId = useId();
  return (
    <div className={`${prefix}-filter-row`}>
      <span className={`${prefix}-filter-label`} id={labelId}>
        {label}
      </span>
      <nav aria-labelledby={labelId}>
        <ul className={`${prefix}-chips`}>
          <li>
            <Link
              href={hrefFor(null)}
              className={`${prefix}-chip`}
              aria-current={current === null ? 'page' : undefined}
            >
              {allLabel}
            </Link>
          </li>
          {options.map((o) => (
            <li key={o.value}>
              <Link
                href={hrefFor(o.value)}
                className={`${prefix}-chip`}
                data-value={o.value}
                aria-current={current === o.value ? 'page' : undefined}
              >
                {o.label} <span className={`${prefix}-chip-count`}>{o.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
