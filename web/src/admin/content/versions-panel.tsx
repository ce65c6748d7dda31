import type { PublishResult, VersionSummary } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { AdminApiError, adminCall } from '../admin-api.ts';
import { refLabel } from '../audit-words.ts';
import { beijingTime } from '../beijing-time.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import type { ConsoleLang } from '../strings.ts';
import { fill } from '../strings.ts';
import { DiffTable, type VersionDiff } from './diff-table.tsx';
import { useVersionsStrings, type VersionsStrings } from './versions-strings.ts';
import './versions.css';

export interface VersionsPanelProps {
  collection: string;
  id: string;
  /** The record's latest version number: what a restore names as its base (the list is read again when it changes). */
  latest: number;
  /** Whether the person may restore a version (publishers). */
  canRestore: boolean;
  onRestored: (result: PublishResult) => void;
  /** Changed by the editor to read the list again (e.g. after a publish that kept `latest` unknown). */
  refreshKey?: number;
}

/** The newest versions the list shows before "show all". */
export const VERSIONS_SHOWN = 10;

interface Pair {
  from: number;
  to: number;
}

const SOURCE_WORD = { import: 'sourceImport', console: 'sourceConsole', restore: 'sourceRestore' } as const;

/** Who made a version: the name kept with it, else the kind of actor and its id (`命令行工具`, `API 令牌 tok-1`). */
const actorOf = (version: VersionSummary, lang: ConsoleLang): string =>
  version.actorName || refLabel(lang, version.actor);

/**
 * A record's versions (issue 20): every published state with who and when, newest first; two versions
 * compared field by field in both languages (by default the latest with the one before); an earlier
 * version restored by a publisher after a confirmation under its row (a restore is itself a new version).
 */
export function VersionsPanel(props: VersionsPanelProps) {
  // Another record is another panel: nothing chosen or confirmed for one carries over to the next.
  return <RecordVersions key={`${props.collection}/${props.id}`} {...props} />;
}

function RecordVersions({ collection, id, latest, canRestore, onRestored, refreshKey }: VersionsPanelProps) {
  const { lang, t } = useLanguage();
  const s = useVersionsStrings();
  const [list, setList] = useState<VersionSummary[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [pair, setPair] = useState<Pair | null>(null);
  const [diff, setDiff] = useState<VersionDiff | null>(null);
  const [diffError, setDiffError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  // Bumped to read the list again after a restore refused as stale (someone published meanwhile).
  const [reread, setReread] = useState(0);
  const fromId = useId();
  const toId = useId();
  const compareHeading = useRef<HTMLHeadingElement>(null);
  // Only the newest request of each kind may land (a select moved quickly, a list read twice).
  const listRequest = useRef(0);
  const diffRequest = useRef(0);
  // The newest version the comparison was last reset for: a new one resets it to "the one before → it".
  const comparedNewest = useRef<number | null>(null);
  // The language through refs: a switch of language changes words, not which versions there are.
  const langRef = useRef(lang);
  langRef.current = lang;
  const tRef = useRef(t);
  tRef.current = t;
  const params = { collection, id };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again for a new latest version or when the editor asks
  useEffect(() => {
    const request = ++listRequest.current;
    void (async () => {
      try {
        const answer = await adminCall<{ list: VersionSummary[] }>(
          langRef.current,
          'GET',
          withParams(ADMIN_PATHS.contentVersions, { collection, id }),
        );
        if (request !== listRequest.current) return;
        const versions = answer.list;
        setList(versions);
        setListError(null);
        const newest = versions[0]?.number ?? null;
        setPair((before) => {
          const known = new Set(versions.map((v) => v.number));
          if (before && comparedNewest.current === newest && known.has(before.from) && known.has(before.to)) {
            return before;
          }
          comparedNewest.current = newest;
          const [last, previous] = versions;
          return last && previous ? { from: previous.number, to: last.number } : null;
        });
      } catch (e) {
        if (request === listRequest.current) setListError(errorText(e, tRef.current));
      }
    })();
  }, [collection, id, latest, refreshKey, reread]);

  // The chosen two versions compared (versions never change: one answer per pair is enough).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is read through refs
  useEffect(() => {
    const request = ++diffRequest.current;
    setDiff(null);
    setDiffError(null);
    if (!pair || pair.from === pair.to) return;
    void (async () => {
      try {
        const path = `${withParams(ADMIN_PATHS.contentDiff, { collection, id })}?from=${pair.from}&to=${pair.to}`;
        const answer = await adminCall<VersionDiff>(langRef.current, 'GET', path);
        if (request === diffRequest.current) setDiff(answer);
      } catch (e) {
        if (request === diffRequest.current) setDiffError(errorText(e, tRef.current));
      }
    })();
  }, [collection, id, pair?.from, pair?.to]);

  const showChanges = (index: number) => {
    const version = list?.[index];
    const previous = list?.[index + 1];
    if (!version || !previous) return;
    setPair({ from: previous.number, to: version.number });
    compareHeading.current?.focus();
  };

  const closeConfirm = (number: number) => {
    setConfirming(null);
    setRestoreError(null);
    requestAnimationFrame(() => document.getElementById(restoreButtonId(number))?.focus());
  };

  const restore = async (number: number) => {
    setBusy(true);
    setRestoreError(null);
    setStatus('');
    try {
      const result = await adminCall<PublishResult>(
        lang,
        'POST',
        withParams(ADMIN_PATHS.contentRestore, { ...params, number }),
        { baseVersion: latest },
      );
      setStatus(fill(result.published ? s.restored : s.restoredUnpublished, { n: number, m: result.version }));
      // Focus back on the row's restore button (the confirmation it was on is gone); the status line speaks.
      closeConfirm(number);
      onRestored(result);
    } catch (e) {
      setRestoreError(errorText(e, t));
      // The record changed since: its newer versions shown (and compared), the person decides again.
      if (e instanceof AdminApiError && e.status === 409) setReread((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const restoreButtonId = (number: number) => `versions-${collection}-${id}-restore-${number}`;
  const shown = list && !showAll ? list.slice(0, VERSIONS_SHOWN) : list;
  const newest = list?.[0]?.number;

  return (
    <section className="card versions-panel" aria-labelledby="versions-title" data-testid="versions-panel">
      <h2 id="versions-title">{s.versionsTitle}</h2>
      <p className="hint">
        {s.versionsHint}
        {/* Chinese sentences follow each other without a space. */}
        {canRestore && `${lang === 'zh' ? '' : ' '}${s.versionsHintRestore}`}
      </p>
      <p className="status" role="status" aria-live="polite" data-testid="versions-status">
        {status}
      </p>
      <FormError message={listError} />

      {list === null ? (
        !listError && <p>{s.loadingVersions}</p>
      ) : list.length === 0 ? (
        <p>{s.versionsEmpty}</p>
      ) : (
        <>
          <table className="list-table versions-table">
            <caption className="visually-hidden">{fill(s.versionsCaption, { n: list.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{s.colVersion}</th>
                <th scope="col">{s.colWhat}</th>
                <th scope="col">{s.colWho}</th>
                <th scope="col">{s.colWhen}</th>
                <th scope="col">
                  <span className="visually-hidden">{s.colActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown?.map((version, index) => (
                <Fragment key={version.number}>
                  <tr
                    data-testid={`version-${version.number}`}
                    className={confirming === version.number ? 'has-panel' : undefined}
                  >
                    <th scope="row" className="version-cell">
                      <span className="version-number">{fill(s.versionN, { n: version.number })}</span>
                      {version.number === newest && <span className="version-mark latest">{s.latestMark}</span>}
                    </th>
                    <td data-label={s.colWhat} data-testid="version-what">
                      <span className="version-what">
                        {s[SOURCE_WORD[version.source]]}
                        {!version.published && <span className="version-mark unpublished">{s.unpublishedMark}</span>}
                      </span>
                    </td>
                    <td data-label={s.colWho} data-testid="version-who" className="version-who">
                      {actorOf(version, lang)}
                    </td>
                    <td data-label={s.colWhen} data-testid="version-when">
                      <time dateTime={version.at}>{beijingTime(version.at, { seconds: false })}</time>
                    </td>
                    <td className="actions-cell">
                      <div className="row-actions">
                        {index + 1 < list.length && (
                          <button
                            type="button"
                            className="quiet"
                            aria-label={fill(s.showChangesOf, { n: version.number })}
                            onClick={() => showChanges(index)}
                          >
                            {s.showChanges}
                          </button>
                        )}
                        {canRestore && version.number !== newest && (
                          <button
                            id={restoreButtonId(version.number)}
                            type="button"
                            className="quiet"
                            aria-label={fill(s.restoreOf, { n: version.number })}
                            aria-expanded={confirming === version.number}
                            onClick={() => {
                              if (confirming === version.number) closeConfirm(version.number);
                              else {
                                setConfirming(version.number);
                                setRestoreError(null);
                              }
                            }}
                          >
                            {s.restore}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                  {confirming === version.number && (
                    <tr className="panel-row">
                      <td colSpan={5}>
                        <RestoreConfirm
                          version={version}
                          s={s}
                          busy={busy}
                          error={restoreError}
                          onConfirm={() => void restore(version.number)}
                          onClose={() => closeConfirm(version.number)}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
          {list.length > VERSIONS_SHOWN && (
            <button type="button" className="link versions-more" onClick={() => setShowAll(!showAll)}>
              {showAll ? fill(s.showRecent, { n: VERSIONS_SHOWN }) : fill(s.showAll, { n: list.length })}
            </button>
          )}

          <div className="versions-compare">
            <h3 id="versions-compare-title" ref={compareHeading} tabIndex={-1}>
              {s.compareTitle}
            </h3>
            {list.length < 2 || !pair ? (
              <p className="hint">{s.compareOnlyOne}</p>
            ) : (
              <>
                <fieldset className="compare-choice" aria-labelledby="versions-compare-title">
                  {/* Not wrapped in its label: the chosen option would join the select's name. */}
                  <div className="field">
                    <label htmlFor={fromId}>{s.compareFrom}</label>
                    <select
                      id={fromId}
                      value={pair.from}
                      onChange={(e) => setPair({ ...pair, from: Number(e.target.value) })}
                    >
                      <VersionOptions list={list} s={s} />
                    </select>
                  </div>
                  <button
                    type="button"
                    className="quiet compare-swap"
                    aria-label={s.compareSwapLabel}
                    onClick={() => setPair({ from: pair.to, to: pair.from })}
                  >
                    <span aria-hidden="true">⇄ </span>
                    {s.compareSwap}
                  </button>
                  <div className="field">
                    <label htmlFor={toId}>{s.compareTo}</label>
                    <select
                      id={toId}
                      value={pair.to}
                      onChange={(e) => setPair({ ...pair, to: Number(e.target.value) })}
                    >
                      <VersionOptions list={list} s={s} />
                    </select>
                  </div>
                </fieldset>
                <p
                  className={`diff-summary${diff?.changes.length === 0 ? ' diff-empty' : ''}`}
                  role="status"
                  data-testid="diff-summary"
                >
                  {diffSummary(pair, diff, diffError, s)}
                </p>
                {diff && diff.changes.length > 0 && <DiffTable diff={diff} lang={lang} s={s} />}
                <FormError message={diffError} />
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** What the comparison shows in words (also its table's name), announced as it changes. */
function diffSummary(pair: Pair, diff: VersionDiff | null, error: string | null, s: VersionsStrings): string {
  if (pair.from === pair.to) return s.compareSame;
  if (error) return '';
  if (!diff) return s.loadingDiff;
  if (diff.changes.length === 0) return s.noDifferences;
  return fill(s.diffCaption, { from: diff.from, to: diff.to, n: diff.changes.length });
}

function VersionOptions({ list, s }: { list: VersionSummary[]; s: VersionsStrings }) {
  return list.map((version, index) => (
    <option key={version.number} value={version.number}>
      {fill(index === 0 ? s.optionLatest : s.versionN, { n: version.number })}
    </option>
  ));
}

/** A restore waiting for its confirmation, under the version's row. */
function RestoreConfirm({
  version,
  s,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  version: VersionSummary;
  s: VersionsStrings;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <div className="confirm restore-confirm">
      <p>{fill(version.published ? s.restoreConfirm : s.restoreConfirmUnpublish, { n: version.number })}</p>
      <div className="confirm-actions">
        <button type="button" className="primary" disabled={busy} onClick={onConfirm}>
          {busy ? s.restoring : s.restoreYes}
        </button>
        <button type="button" onClick={onClose}>
          {s.cancel}
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}
