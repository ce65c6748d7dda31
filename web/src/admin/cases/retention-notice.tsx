import type { CaseRetention } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { caseHref } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import { useAdminRead } from '../use-admin-read.tsx';
import type { CaseStrings } from './case-strings.ts';

/** The closed cases deleted within 30 days (issue 21, point 7), so a legal hold can still be set in time. */
export function RetentionNotice({ s }: { s: CaseStrings }) {
  const { lang } = useLanguage();
  // Nothing shown until it is read, nor when it cannot be.
  const read = useAdminRead<CaseRetention>(ADMIN_PATHS.caseRetention);
  const due = read.error ? undefined : read.data;
  if (!due || due.list.length === 0) return null;
  return (
    <details className="case-digest case-retention" data-testid="case-retention">
      <summary>{formatMessage(lang, s.retentionDue, { count: due.list.length, days: due.withinDays })}</summary>
      <p className="hint">{formatMessage(lang, s.retentionRule, { days: due.retentionDays })}</p>
      <ul>
        {due.list.map((c) => (
          <li key={c.id}>
            <a href={caseHref(c.id)}>{c.id.slice(0, 8)}</a> ·{' '}
            {formatMessage(lang, s.retentionOn, { day: beijingTime(c.deleteAt, { seconds: false }).slice(0, 10) })}
          </li>
        ))}
      </ul>
    </details>
  );
}
