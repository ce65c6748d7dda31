import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { useEffect, useState } from 'react';
import { adminCall } from '../admin-api.ts';
import { useLanguage } from '../language.tsx';
import { fill } from '../strings.ts';
import { CaseList } from './case-list.tsx';
import { CasePage } from './case-page.tsx';
import { CaseStatisticsPanel } from './case-statistics.tsx';
import type { CaseStrings } from './case-strings.ts';
import { KeyPanel } from './key-panel.tsx';
import { useCaseStrings } from './use-case-strings.ts';
import { useTeamKey } from './use-team-key.ts';
import './cases.css';

interface DueList {
  list: { id: string; overdue: boolean }[];
  dueWithinDays: number;
}

/**
 * The compliance console (`#/cases`, `#/cases/<id>`): the team key of this browser, the clock's banner,
 * then the list or one case. The key is held here so moving between list and case keeps it open.
 */
export function CasesScreen({ me, caseId }: { me: Me; caseId?: string | undefined }) {
  const control = useTeamKey();
  const s = useCaseStrings();
  const teamKey = control.key.state === 'unlocked' ? control.key.key : null;
  return (
    <div className="cases-screen">
      {caseId === undefined ? (
        <section className="card" aria-labelledby="cases-title">
          <h1 id="cases-title">{s.casesTitle}</h1>
          <p className="hint">{s.casesIntro}</p>
          <DueBanner s={s} />
          <KeyPanel control={control} />
          <CaseStatisticsPanel s={s} />
          <CaseList me={me} teamKey={teamKey} />
        </section>
      ) : (
        <>
          {!teamKey && <KeyPanel control={control} />}
          <CasePage me={me} id={caseId} teamKey={teamKey} />
        </>
      )}
    </div>
  );
}

/** The daily digest as a banner: how many cases are overdue and how many are due within 2 days. */
function DueBanner({ s }: { s: CaseStrings }) {
  const { lang } = useLanguage();
  const [due, setDue] = useState<DueList | null>(null);
  useEffect(() => {
    adminCall<DueList>(lang, 'GET', ADMIN_PATHS.casesOverdue).then(setDue, () => setDue(null));
  }, [lang]);
  if (!due) return null;
  const overdue = due.list.filter((c) => c.overdue).length;
  const soon = due.list.length - overdue;
  if (due.list.length === 0) return <p className="case-digest clear">{s.digestClear}</p>;
  return (
    <p className={overdue > 0 ? 'case-digest overdue' : 'case-digest'} data-testid="case-digest">
      {[overdue > 0 && fill(s.digestOverdue, { n: overdue }), soon > 0 && fill(s.digestDueSoon, { n: soon })]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}
