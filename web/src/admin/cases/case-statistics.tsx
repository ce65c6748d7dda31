import { CASE_CATEGORIES, CASE_OUTCOMES, CASE_STATUSES, type CaseStatistics } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { useId, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import { useAdminRead } from '../use-admin-read.tsx';
import type { CaseStrings } from './case-strings.ts';

/** The Beijing calendar year of now. */
const beijingYear = () => new Date(Date.now() + 8 * 60 * 60 * 1000).getUTCFullYear();

/** The year's figures for the annual compliance report, for any year since the console began. */
export function CaseStatisticsPanel({ s }: { s: CaseStrings }) {
  const { lang, t } = useLanguage();
  const id = useId();
  const current = beijingYear();
  const [year, setYear] = useState(current);
  // Another year's figures replace the last ones shown when they come.
  const read = useAdminRead<CaseStatistics>(`${ADMIN_PATHS.caseStatistics}?year=${year}`, { keepPrevious: true });
  const figures = read.data ?? null;
  const error = read.error ? errorText(read.error, t) : null;
  const days = (n: number | null) => (n === null ? '—' : formatMessage(lang, s.statsDays, { count: n }));
  return (
    <details className="case-stats">
      <summary>{s.statsTitle}</summary>
      <div className="field case-stats-year">
        <label htmlFor={id}>{s.statsYear}</label>
        <select id={id} value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {Array.from({ length: 6 }, (_, i) => current - i).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <FormError message={error} />
      {figures && (
        <dl className="case-facts case-stats-figures" data-testid="case-stats">
          <div>
            <dt>{s.statsReceived}</dt>
            <dd>{figures.received}</dd>
          </div>
          {CASE_STATUSES.map((status) => (
            <div key={status}>
              <dt>{s.statuses[status]}</dt>
              <dd>{figures.byStatus[status]}</dd>
            </div>
          ))}
          {CASE_OUTCOMES.map((outcome) => (
            <div key={outcome}>
              <dt>
                {s.statuses.closed} · {s.outcomes[outcome]}
              </dt>
              <dd>{figures.byOutcome[outcome]}</dd>
            </div>
          ))}
          {CASE_CATEGORIES.map((category) => (
            <div key={category}>
              <dt>
                {s.category} · {s.categories[category]}
              </dt>
              <dd>{figures.byCategory[category]}</dd>
            </div>
          ))}
          <div>
            <dt>
              {s.category} · {s.uncategorized}
            </dt>
            <dd>{figures.uncategorized}</dd>
          </div>
          <div>
            <dt>{s.statsToAcknowledge}</dt>
            <dd>{days(figures.medianDaysToAcknowledge)}</dd>
          </div>
          <div>
            <dt>{s.statsToClose}</dt>
            <dd>{days(figures.medianDaysToClose)}</dd>
          </div>
          <div>
            <dt>{s.statsInTime}</dt>
            <dd>{figures.acknowledgedWithinDeadline}</dd>
          </div>
        </dl>
      )}
    </details>
  );
}
