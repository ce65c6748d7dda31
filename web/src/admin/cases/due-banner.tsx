import type { OverdueList } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { formatMessage } from '../../i18n/format-message.ts';
import { useLanguage } from '../language.tsx';
import type { ConsoleLang } from '../strings.ts';
import { useAdminRead } from '../use-admin-read.tsx';
import type { CaseStrings } from './case-strings.ts';
import { useCaseStrings } from './use-case-strings.ts';

const counts = (list: OverdueList['list']) => {
  const overdue = list.filter((c) => c.overdue).length;
  return { overdue, soon: list.length - overdue };
};

function line(
  lang: ConsoleLang,
  s: CaseStrings,
  who: string,
  { overdue, soon }: { overdue: number; soon: number },
): string {
  const parts = [
    overdue > 0 && formatMessage(lang, s.digestOverdue, { n: overdue }),
    soon > 0 && formatMessage(lang, s.digestDueSoon, { n: soon }),
  ];
  return `${who}${parts.filter(Boolean).join(' · ')}`;
}

/**
 * The daily digest (issue 21, point 5): the officer's own cases and the team's that are overdue or due
 * within 2 days, read at every visit from `GET cases/overdue`; on the cases screen and the console's home.
 */
export function DueBanner({ me, link = false }: { me: Me; link?: boolean }) {
  const { lang } = useLanguage();
  const s = useCaseStrings();
  // Nothing shown until it is read, nor when it cannot be.
  const read = useAdminRead<OverdueList>(ADMIN_PATHS.casesOverdue);
  const due = read.error ? undefined : read.data;
  if (!due) return null;
  if (due.list.length === 0) return <p className="case-digest clear">{s.digestClear}</p>;
  const mine = counts(due.list.filter((c) => c.assigneeId === me.id));
  const team = counts(due.list);
  return (
    <div className={team.overdue > 0 ? 'case-digest overdue' : 'case-digest'} data-testid="case-digest">
      {mine.overdue + mine.soon > 0 && <p>{line(lang, s, s.digestMine, mine)}</p>}
      <p>{line(lang, s, s.digestTeam, team)}</p>
      {link && (
        <p>
          <a href="#/cases">{s.digestOpen}</a>
        </p>
      )}
    </div>
  );
}
