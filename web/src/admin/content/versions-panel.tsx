import type { PublishResult, VersionList, VersionSummary } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { Fragment, useId, useRef, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { AdminApiError, adminCall } from '../admin-api.ts';
import { refLabel } from '../audit-words.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import type { ConsoleLang } from '../strings.ts';
import { useAdminRead } from '../use-admin-read.tsx';
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

/** The pair compared: the one chosen while the list still holds both, else the latest and the one before it. */
function pairOf(list: VersionSummary[], chosen: Pair | null): Pair | null {
  const known = new Set(list.map((v) => v.number));
  if (chosen && known.has(chosen.from) && known.has(chosen.to)) return chosen;
  const [last, previous] = list;
  return last && previous ? { from: previous.number, to: last.number } : null;
}

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
  // Read again for a new latest version or when the editor asks, the last list shown until then (a
  // switch of language changes words, not which versions there are).
  const versions = useAdminRead<VersionList>(withParams(ADMIN_PATHS.contentVersions, { collection, id }), {
    revision: `${latest}/${refreshKey ?? 0}`,
    keepPrevious: true,
  });
  const list = versions.data?.list ?? null;
  const listError = versions.error ? errorText(versions.error, t) : null;
  const [showAll, setShowAll] = useState(false);
  // The two versions chosen, and the newest version when they were: a new one resets the comparison to
  // "the one before → it", as does a list no longer holding either.
  const [chosen, setChosen] = useState<{ pair: Pair; newest: number | null } | null>(null);
  const newest = list?.[0]?.number ?? null;
  const pair = list ? pairOf(list, chosen && chosen.newest === newest ? chosen.pair : null) : null;
  const setPair = (next: Pair) => setChosen({ pair: next, newest });
  // The chosen two versions compared (the same version twice is not asked for).
  const diffRead = useAdminRead<VersionDiff>(
    pair && pair.from !== pair.to
      ? `${withParams(ADMIN_PATHS.contentDiff, { collection, id })}?from=${pair.from}&to=${pair.to}`
      : null,
  );
  const diff = diffRead.data ?? null;
  const diffError = diffRead.error ? errorText(diffRead.error, t) : null;
  const [confirming, setConfirming] = useState<number | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const fromId = useId();
  const toId = useId();
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const params = { collection, id };

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
      setStatus(
        formatMessage(lang, result.published ? s.restored : s.restoredUnpublished, { n: number, m: result.version }),
      );
      // Focus back on the row's restore button (the confirmation it was on is gone); the status line speaks.
      closeConfirm(number);
      onRestored(result);
    } catch (e) {
      setRestoreError(errorText(e, t));
      // The record changed since: its newer versions shown (and compared), the person decides again.
      if (e instanceof AdminApiError && e.status === 409) void versions.mutate();
    } finally {
      setBusy(false);
    }
  };

  const restoreButtonId = (number: number) => `versions-${collection}-${id}-restore-${number}`;
  const shown = list && !showAll ? list.slice(0, VERSIONS_SHOWN) : list;

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
            <caption className="visually-hidden">
              {formatMessage(lang, s.versionsCaption, { count: list.length })}
            </caption>
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
                      <span className="version-number">{formatMessage(lang, s.versionN, { n: version.number })}</span>
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
                            aria-label={formatMessage(lang, s.showChangesOf, { n: version.number })}
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
                            aria-label={formatMessage(lang, s.restoreOf, { n: version.number })}
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
              {showAll
                ? formatMessage(lang, s.showRecent, { n: VERSIONS_SHOWN })
                : formatMessage(lang, s.showAll, { n: list.length })}
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
                  {diffSummary(pair, diff, diffError, s, lang)}
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
function diffSummary(
  pair: Pair,
  diff: VersionDiff | null,
  error: string | null,
  s: VersionsStrings,
  lang: ConsoleLang,
): string {
  if (pair.from === pair.to) return s.compareSame;
  if (error) return '';
  if (!diff) return s.loadingDiff;
  if (diff.changes.length === 0) return s.noDifferences;
  return formatMessage(lang, s.diffCaption, { from: diff.from, to: diff.to, count: diff.changes.length });
}

function VersionOptions({ list, s }: { list: VersionSummary[]; s: VersionsStrings }) {
  const { lang } = useLanguage();
  return list.map((version, index) => (
    <option key={version.number} value={version.number}>
      {formatMessage(lang, index === 0 ? s.optionLatest : s.versionN, { n: version.number })}
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
  const { lang } = useLanguage();
  return (
    <div className="confirm restore-confirm">
      <p>
        {formatMessage(lang, version.published ? s.restoreConfirm : s.restoreConfirmUnpublish, { n: version.number })}
      </p>
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
