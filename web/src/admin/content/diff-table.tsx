import type { FieldChange } from '@muyuan/contract/admin/editorial';
import { formatMessage, type TextKey } from '../../i18n/format-message.ts';
import type { ConsoleLang } from '../strings.ts';
import { type DiffLine, lineDiff } from './line-diff.ts';
import { type FieldGroup, groupChanges } from './version-path.ts';
import type { VersionsStrings } from './versions-strings.ts';

/** What the server answers for two versions compared. */
export interface VersionDiff {
  from: number;
  to: number;
  changes: FieldChange[];
}

/** A text this long, or of more than one line (a Markdown body), is shown in its own scrolling block. */
const LONG_TEXT = 160;
const isLong = (value: unknown): value is string =>
  typeof value === 'string' && (value.length > LONG_TEXT || value.includes('\n'));

const KIND_WORD = { added: 'kindAdded', removed: 'kindRemoved', changed: 'kindChanged' } as const;
const GROUP_WORD: Record<FieldGroup, TextKey<VersionsStrings>> = {
  common: 'groupCommon',
  zh: 'groupZh',
  en: 'groupEn',
};

/**
 * The fields that differ between two versions, by language (common fields, Chinese, English), each with
 * its kind of change in words and its value before and after. A table on a desktop, cards on a phone.
 */
export function DiffTable({ diff, lang, s }: { diff: VersionDiff; lang: ConsoleLang; s: VersionsStrings }) {
  const before = formatMessage(lang, s.colBefore, { n: diff.from });
  const after = formatMessage(lang, s.colAfter, { n: diff.to });
  return (
    <table className="diff-table" data-testid="diff-table">
      {/* The same words stand above the table (diffSummary), announced as the comparison changes. */}
      <caption className="visually-hidden">
        {formatMessage(lang, s.diffCaption, { from: diff.from, to: diff.to, count: diff.changes.length })}
      </caption>
      <colgroup>
        <col className="diff-field-col" />
        <col className="diff-kind-col" />
        <col />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{s.colField}</th>
          <th scope="col">{s.colChange}</th>
          <th scope="col">{before}</th>
          <th scope="col">{after}</th>
        </tr>
      </thead>
      {groupChanges(diff.changes, lang, s.item).map(({ group, changes }) => (
        <tbody key={group} data-group={group}>
          <tr className="diff-group-head">
            <th scope="colgroup" colSpan={4}>
              {s[GROUP_WORD[group]]}
            </th>
          </tr>
          {changes.map(({ change, label }) => {
            const lines = linesOf(change);
            return (
              <tr key={change.path} data-path={change.path}>
                <th scope="row" className="diff-field">
                  <span className="diff-field-name">{label}</span>
                  <code className="diff-path">{change.path}</code>
                </th>
                <td data-label={s.colChange} className="diff-kind-cell">
                  <span className={`change-kind ${change.kind}`} data-testid="change-kind">
                    {s[KIND_WORD[change.kind]]}
                  </span>
                </td>
                <td data-label={before} className="diff-value" data-side="before">
                  <Value change={change} side="before" lines={lines?.before} s={s} />
                </td>
                <td data-label={after} className="diff-value" data-side="after">
                  <Value change={change} side="after" lines={lines?.after} s={s} />
                </td>
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}

/** One side of a change: text as it is, a long text in its own block (its changed lines marked), the rest in words or JSON. */
function Value({
  change,
  side,
  lines,
  s,
}: {
  change: FieldChange;
  side: 'before' | 'after';
  lines: DiffLine[] | undefined;
  s: VersionsStrings;
}) {
  const value = change[side];
  // The server sends null for the side an added or removed field lacks.
  const absent = (side === 'before' && change.kind === 'added') || (side === 'after' && change.kind === 'removed');
  if (absent || value === null || value === undefined) {
    return (
      <span className="diff-none">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{s.none}</span>
      </span>
    );
  }
  if (typeof value === 'string') {
    if (value === '') return <span className="muted">{s.emptyText}</span>;
    if (isLong(value)) return <LongText text={value} lines={lines} mark={side === 'before' ? 'del' : 'ins'} />;
    return <span className="diff-text">{value}</span>;
  }
  if (typeof value === 'boolean') return <span className="diff-text">{value ? s.yes : s.no}</span>;
  if (typeof value === 'number') return <span className="diff-text">{String(value)}</span>;
  return <code className="diff-json">{JSON.stringify(value)}</code>;
}

/** A long text in a block of its own that scrolls; the lines the other side lacks marked removed or added. */
function LongText({ text, lines, mark: Mark }: { text: string; lines: DiffLine[] | undefined; mark: 'del' | 'ins' }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls is scrolled from the keyboard
    <div className="diff-long" tabIndex={0}>
      {lines
        ? lines.map((line, i) =>
            line.changed ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line has no identity but its place
              <Mark key={i} className="diff-line">
                {line.text || '\u00a0'}
              </Mark>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line has no identity but its place
              <span key={i} className="diff-line">
                {line.text || '\u00a0'}
              </span>
            ),
          )
        : text}
    </div>
  );
}

/** A changed long text's lines on each side, marked where they differ (undefined: shown as it is). */
function linesOf(change: FieldChange): { before: DiffLine[]; after: DiffLine[] } | undefined {
  const { kind, before, after } = change;
  if (kind !== 'changed' || typeof before !== 'string' || typeof after !== 'string') return undefined;
  if (!isLong(before) && !isLong(after)) return undefined;
  return lineDiff(before, after) ?? undefined;
}
