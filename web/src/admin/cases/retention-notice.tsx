import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { useEffect, useState } from 'react';
import { adminCall } from '../admin-api.ts';
import { beijingTime } from '../beijing-time.ts';
import { caseHref } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import { fill } from '../strings.ts';
import type { CaseStrings } from './case-strings.ts';

interface DueForDeletion {
  retentionDays: number;
  withinDays: number;
  list: { id: string; closedAt: string; deleteAt: string }[];
}

/** The closed cases deleted within 30 days (issue 21, point 7), so a legal hold can still be set in time. */
export function RetentionNotice({ s }: { s: CaseStrings }) {
  const { lang } = useLanguage();
  const [due, setDue] = useState<DueForDeletion | null>(null);
  useEffect(() => {
    adminCall<DueForDeletion>(lang, 'GET', ADMIN_PATHS.caseRetention).then(setDue, () => setDue(null));
  }, [lang]);
  if (!due || due.list.length === 0) return null;
  return (
    <details className="case-digest case-retention" data-testid="case-retention">
      <summary>{fill(s.retentionDue, { n: due.list.length, days: due.withinDays })}</summary>
      <p className="hint">{fill(s.retentionRule, { days: due.retentionDays })}</p>
      <ul>
        {due.list.map((c) => (
          <li key={c.id}>
            <a href={caseHref(c.id)}>{c.id.slice(0, 8)}</a> ·{' '}
            {fill(s.retentionOn, { day: beijingTime(c.deleteAt, { seconds: false }).slice(0, 10) })}
          </li>
        ))}
      </ul>
    </details>
  );
}
