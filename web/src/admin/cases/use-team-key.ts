import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { useCallback, useEffect, useState } from 'react';
import { adminCall } from '../admin-api.ts';
import { useLanguage } from '../language.tsx';
import {
  hasX25519,
  importTeamKey,
  importWrappedTeamKey,
  SealedError,
  type SealedProblem,
  type TeamKey,
  wrappedKeyFile,
} from './sealed-box.ts';
import { forgetTeamKey, loadTeamKey, type StoredTeamKey, saveTeamKey } from './team-key-store.ts';

/** Where the team key stands in this browser. */
export type TeamKeyState =
  | { state: 'checking' }
  | { state: 'unsupported' }
  | { state: 'locked' }
  | { state: 'unlocked'; key: StoredTeamKey };

/** What went wrong with a key file: a sealed-format problem, or a key that is not the team's. */
export type KeyProblem = SealedProblem | 'not_teams_key';

export interface TeamKeyControl {
  key: TeamKeyState;
  problem: KeyProblem | null;
  /**
   * Reads a key file (PEM, or wrapped under a passphrase: then `passphrase` opens it), checks its public
   * half against the server's team key, keeps it in this browser.
   */
  importText: (text: string, passphrase?: string) => Promise<void>;
  forget: () => Promise<void>;
}

/**
 * The team key of this browser profile: loaded from IndexedDB at start, imported from the key file, or
 * forgotten. A key whose public half is not the one the server seals to is refused before it is kept.
 */
export function useTeamKey(): TeamKeyControl {
  const { lang } = useLanguage();
  const [key, setKey] = useState<TeamKeyState>({ state: 'checking' });
  const [problem, setProblem] = useState<KeyProblem | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      if (!(await hasX25519())) return { state: 'unsupported' } as const;
      const stored = await loadTeamKey().catch(() => null);
      return stored ? ({ state: 'unlocked', key: stored } as const) : ({ state: 'locked' } as const);
    })().then((next) => live && setKey(next));
    return () => {
      live = false;
    };
  }, []);

  const importText = useCallback(
    async (text: string, passphrase?: string) => {
      setProblem(null);
      try {
        const wrapped = wrappedKeyFile(text);
        const imported: TeamKey = wrapped
          ? await importWrappedTeamKey(wrapped, passphrase ?? '')
          : await importTeamKey(text);
        const team = await adminCall<{ publicKey: string }>(lang, 'GET', ADMIN_PATHS.caseTeamKey);
        if (team.publicKey !== imported.publicKey) {
          setProblem('not_teams_key');
          return;
        }
        setKey({ state: 'unlocked', key: await saveTeamKey(imported) });
      } catch (error) {
        if (error instanceof SealedError) setProblem(error.problem);
        else throw error;
      }
    },
    [lang],
  );

  const forget = useCallback(async () => {
    await forgetTeamKey();
    setProblem(null);
    setKey({ state: 'locked' });
  }, []);

  return { key, problem, importText, forget };
}
