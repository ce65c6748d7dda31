import {
  CASE_SEAL_INFO,
  type CaseDetail,
  type CaseIndex,
  type CaseListEntry,
  caseIndexOf,
} from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import { useEffect, useRef, useState } from 'react';
import { adminCall } from '../admin-api.ts';
import type { ConsoleLang } from '../strings.ts';
import { openCase } from './open-case.ts';
import {
  fromBase64,
  SealedError,
  type SealedProblem,
  sealToTeam,
  type TeamKey,
  toBase64,
  unseal,
} from './sealed-box.ts';

/** A case's index (subject, province, subsidiary, department) opened in this browser, or why it could not be. */
export type IndexOpening = { index: CaseIndex } | { problem: SealedProblem } | { failed: string };

/** How many older cases (no index yet) are fetched and opened whole at once: each fetch is an audited view. */
const WHOLE_AT_ONCE = 4;

const isText = (value: unknown): value is string => typeof value === 'string';

/** A sealed index opened with the team key; a box that is not an index's shape counts as damaged. */
export async function openIndex(team: TeamKey, sealedIndex: string): Promise<CaseIndex> {
  const bytes = await unseal(team, fromBase64(sealedIndex), CASE_SEAL_INFO);
  let parsed: Partial<Record<keyof CaseIndex, unknown>>;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes)) as typeof parsed;
  } catch {
    throw new SealedError('damaged');
  }
  const { subject, province, deptId, deptTypeCode } = parsed;
  if (!isText(subject) || !isText(province) || !isText(deptId) || !isText(deptTypeCode))
    throw new SealedError('damaged');
  return { subject, province, deptId, deptTypeCode };
}

const failure = (error: unknown): IndexOpening =>
  error instanceof SealedError ? { problem: error.problem } : { failed: String(error) };

/**
 * A report filed before indexes existed: fetched whole (an audited `case_view`) and opened here, and its
 * index sealed to the team key and stored, so the next listing opens only the index. A refusal to store
 * it (another officer's browser was first) changes nothing here.
 */
async function indexWholeCase(lang: ConsoleLang, team: TeamKey, id: string): Promise<CaseIndex> {
  const detail = await adminCall<CaseDetail>(lang, 'GET', withId(ADMIN_PATHS.case, id));
  const { report } = await openCase(team, detail.sealed);
  const index = caseIndexOf(report);
  const sealed = await sealToTeam(team.publicKey, new TextEncoder().encode(JSON.stringify(index)), CASE_SEAL_INFO);
  await adminCall(lang, 'PUT', withId(ADMIN_PATHS.caseIndex, id), { sealed: toBase64(sealed) }).catch(() => undefined);
  return index;
}

/**
 * The indexes of a list's cases opened with the team key: every sealed index at once (a small sealed
 * box each, all in one state update, so a thousand cases render once), then the older cases without
 * one, a few at a time. Nothing without a key.
 */
export function useCaseIndexes(lang: ConsoleLang, key: TeamKey | null, cases: CaseListEntry[] | null) {
  const [opened, setOpened] = useState<ReadonlyMap<string, IndexOpening>>(new Map());
  // A language switch changes no report: it must not fetch (and audit) the older cases again.
  const langRef = useRef(lang);
  langRef.current = lang;
  useEffect(() => {
    setOpened(new Map());
    if (!key || !cases) return;
    let live = true;
    const sealed = cases.filter((c) => c.sealedIndex);
    void Promise.all(
      sealed.map(async (c): Promise<[string, IndexOpening]> => {
        try {
          return [c.id, { index: await openIndex(key, c.sealedIndex as string) }];
        } catch (error) {
          return [c.id, failure(error)];
        }
      }),
    ).then((entries) => {
      if (live) setOpened((before) => new Map([...before, ...entries]));
    });

    const older = cases.filter((c) => c.sealedIndex === null).map((c) => c.id);
    const next = async (): Promise<void> => {
      const id = older.shift();
      if (id === undefined || !live) return;
      let opening: IndexOpening;
      try {
        opening = { index: await indexWholeCase(langRef.current, key, id) };
      } catch (error) {
        opening = failure(error);
      }
      if (!live) return;
      setOpened((before) => new Map(before).set(id, opening));
      return next();
    };
    void Promise.all(Array.from({ length: WHOLE_AT_ONCE }, next));
    return () => {
      live = false;
    };
  }, [key, cases]);
  return opened;
}
