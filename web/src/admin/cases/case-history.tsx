import type { AuditEntry, AuditPage } from '@muyuan/contract/admin/audit';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { adminCall } from '../admin-api.ts';
import { actionName, actorLabel } from '../audit-words.ts';
import type { ConsoleLang } from '../strings.ts';
import type { CaseStrings } from './case-strings.ts';
import { fromBase64, type TeamKey, unseal } from './sealed-box.ts';

/** One step of a case's history: the audit row, with its reason opened when the team key is here. */
export interface HistoryEntry {
  entry: AuditEntry;
  /** The reason as written (sealed to the team key in the trail); null when there is none or no key. */
  reason: string | null;
}

const PAGE = 100;

/** Where a case's history is read from: the audit trail's rows of `case:<id>` (the first page's address, less its paging). */
export const caseHistoryPath = (caseId: string): string =>
  `${ADMIN_PATHS.audit}?${new URLSearchParams({ object: `case:${caseId}` })}`;

/** A case's history from the hash-chained audit trail (`case:<id>`), newest first, every page of it. */
export async function readCaseHistory(lang: ConsoleLang, caseId: string): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const query = new URLSearchParams({ object: `case:${caseId}`, pageNum: String(pageNum), pageSize: String(PAGE) });
    const page = await adminCall<AuditPage>(lang, 'GET', `${ADMIN_PATHS.audit}?${query}`);
    entries.push(...page.list);
    if (page.list.length < PAGE || entries.length >= page.total) break;
  }
  return entries;
}

/** The history's reasons opened: each was sealed to the team's key when it was given, and opens here, never on the server. */
export function openHistory(entries: AuditEntry[], team: TeamKey | null, sealInfo: string): Promise<HistoryEntry[]> {
  return Promise.all(
    entries.map(async (entry) => {
      const sealed = entry.detail.reasonSealed;
      if (!team || typeof sealed !== 'string') return { entry, reason: null };
      try {
        return { entry, reason: new TextDecoder().decode(await unseal(team, fromBase64(sealed), sealInfo)) };
      } catch {
        return { entry, reason: null };
      }
    }),
  );
}

/** What a step changed, in words: a status from → to, an outcome, a hold. */
function change(entry: AuditEntry, s: CaseStrings): string | null {
  const { from, to, outcome, hold } = entry.detail as { from?: string; to?: string; outcome?: string; hold?: boolean };
  const status = (code: string | undefined) =>
    code && code in s.statuses ? s.statuses[code as keyof typeof s.statuses] : code;
  const parts: string[] = [];
  if (from && to && from !== to) parts.push(`${status(from)} → ${status(to)}`);
  if (outcome && outcome in s.outcomes) parts.push(s.outcomes[outcome as keyof typeof s.outcomes]);
  if (typeof hold === 'boolean') parts.push(hold ? s.setHold : s.liftHold);
  return parts.length ? parts.join(' · ') : null;
}

/** Reads leave a row each (who read what is the trail's point), but the page lists the work and counts reads. */
const READS = new Set(['case_view', 'case_download']);

export function CaseHistory({ entries, lang, s }: { entries: HistoryEntry[]; lang: ConsoleLang; s: CaseStrings }) {
  const work = entries.filter(({ entry }) => !READS.has(entry.action));
  const views = entries.filter(({ entry }) => entry.action === 'case_view').length;
  const downloads = entries.filter(({ entry }) => entry.action === 'case_download').length;
  return (
    <>
      {work.length === 0 ? <p className="muted">{s.noHistory}</p> : <WorkList work={work} lang={lang} s={s} />}
      <p className="hint" data-testid="case-reads">
        {formatMessage(lang, s.readsCounted, { views, downloads })}
      </p>
    </>
  );
}

function WorkList({ work, lang, s }: { work: HistoryEntry[]; lang: ConsoleLang; s: CaseStrings }) {
  return (
    <ol className="case-history" data-testid="case-history">
      {work.map(({ entry, reason }) => {
        const changed = change(entry, s);
        return (
          <li key={entry.seq}>
            <p className="case-message-head">
              <span>
                {actionName(lang, entry.action)} · {actorLabel(lang, entry)}
              </span>
              <time dateTime={entry.at}>{beijingTime(entry.at, { seconds: false })}</time>
            </p>
            {changed && <p className="case-history-change">{changed}</p>}
            {reason && (
              <p className="case-history-reason">
                {s.reasonGiven}
                {reason}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
