import type { Me } from '@muyuan/contract/admin/staff';
import { CaseList } from './case-list.tsx';
import { CasePage } from './case-page.tsx';
import { CaseStatisticsPanel } from './case-statistics.tsx';
import { DueBanner } from './due-banner.tsx';
import { KeyPanel } from './key-panel.tsx';
import { RetentionNotice } from './retention-notice.tsx';
import { useCaseStrings } from './use-case-strings.ts';
import { useTeamKey } from './use-team-key.ts';
import './cases.css';

/**
 * The compliance console (`#/cases`, `#/cases/<id>`): the team key of this browser, the clock's banner,
 * then the list or one case. The key is held here so moving between list and case keeps it open.
 */
export function CasesScreen({ me, caseId }: { me: Me; caseId?: string | undefined }) {
  const control = useTeamKey();
  const s = useCaseStrings();
  const teamKey = control.key.state === 'unlocked' ? control.key.key : null;
  // While the stored key is looked for, the list waits: loading it sealed first would load it twice.
  const keySettled = control.key.state !== 'checking';
  return (
    <div className="cases-screen">
      {caseId === undefined ? (
        <section className="card" aria-labelledby="cases-title">
          <h1 id="cases-title">{s.casesTitle}</h1>
          <p className="hint">{s.casesIntro}</p>
          <DueBanner me={me} />
          <RetentionNotice s={s} />
          <KeyPanel control={control} />
          <CaseStatisticsPanel s={s} />
          <CaseList me={me} teamKey={teamKey} keySettled={keySettled} />
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
