import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { useLanguage } from '../language.tsx';
import type { CaseStrings } from './case-strings.ts';

/** A deadline as a list shows it: the Beijing day, then days left, due today, overdue or done. */
export function ClockCell({
  by,
  daysLeft,
  overdue,
  s,
}: {
  by: string;
  daysLeft: number | null;
  overdue: boolean;
  s: CaseStrings;
}) {
  const { lang } = useLanguage();
  const day = beijingTime(by, { seconds: false }).slice(0, 10);
  if (daysLeft === null)
    return (
      <span className="case-clock stopped">
        <span className="case-clock-day">{day}</span> <span>{s.stopped}</span>
      </span>
    );
  const left = overdue
    ? formatMessage(lang, s.daysOverdue, { count: Math.max(1, -daysLeft) })
    : daysLeft === 0
      ? s.dueToday
      : formatMessage(lang, s.daysLeft, { count: daysLeft });
  return (
    <span className={overdue ? 'case-clock overdue' : daysLeft <= 2 ? 'case-clock due-soon' : 'case-clock'}>
      <span className="case-clock-day">{day}</span> <span>{overdue ? `⚠ ${left}` : left}</span>
    </span>
  );
}
