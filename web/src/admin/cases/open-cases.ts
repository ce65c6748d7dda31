import type { CaseDetail, CaseSummary } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import { useEffect, useRef, useState } from 'react';
import { adminCall } from '../admin-api.ts';
import type { ConsoleLang } from '../strings.ts';
import { type OpenedCase, openCase } from './open-case.ts';
import { SealedError, type SealedProblem, type TeamKey } from './sealed-box.ts';

/** A case of a list opened in this browser, or why it could not be. */
export type Opening = { opened: OpenedCase } | { problem: SealedProblem } | { failed: string };

/** How many cases are fetched and opened at once (each fetch is one audited view). */
const AT_ONCE = 4;

/**
 * The cases of a list page opened with the team key, a few at a time: each is fetched (an audited
 * `case_view`) and opened here. Answers what is open so far, by id; nothing without a key.
 */
export function useOpenedCases(lang: ConsoleLang, key: TeamKey | null, cases: CaseSummary[] | null) {
  const [opened, setOpened] = useState<ReadonlyMap<string, Opening>>(new Map());
  // A language switch changes no report: it must not fetch (and audit) the page's cases again.
  const langRef = useRef(lang);
  langRef.current = lang;
  useEffect(() => {
    setOpened(new Map());
    if (!key || !cases) return;
    let live = true;
    const queue = cases.map((c) => c.id);
    const next = async (): Promise<void> => {
      const id = queue.shift();
      if (id === undefined || !live) return;
      let opening: Opening;
      try {
        const detail = await adminCall<CaseDetail>(langRef.current, 'GET', withId(ADMIN_PATHS.case, id));
        opening = { opened: await openCase(key, detail.sealed) };
      } catch (error) {
        opening = error instanceof SealedError ? { problem: error.problem } : { failed: String(error) };
      }
      if (!live) return;
      setOpened((before) => new Map(before).set(id, opening));
      return next();
    };
    void Promise.all(Array.from({ length: AT_ONCE }, next));
    return () => {
      live = false;
    };
  }, [key, cases]);
  return opened;
}
