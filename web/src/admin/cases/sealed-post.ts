import type { CaseSummary } from '@muyuan/contract/admin/cases';
import { type AdminPath, withId } from '@muyuan/contract/admin/paths';
import { AdminApiError, adminCall } from '../admin-api.ts';
import type { ConsoleLang } from '../strings.ts';

/** What became of an action on a case: done (the case as it now is), stale (reload it), or refused. */
export type ActionResult = { done: CaseSummary } | { stale: true } | { refused: unknown };

/** Sends one action with the version the officer saw; a stale version is told apart from a refusal. */
export async function caseAction(
  lang: ConsoleLang,
  method: 'POST' | 'PUT',
  path: AdminPath,
  summary: Pick<CaseSummary, 'id' | 'version'>,
  body: Record<string, unknown>,
): Promise<ActionResult> {
  try {
    return {
      done: await adminCall<CaseSummary>(lang, method, withId(path, summary.id), { version: summary.version, ...body }),
    };
  } catch (error) {
    if (error instanceof AdminApiError && error.code === 'stale_case') return { stale: true };
    return { refused: error };
  }
}
