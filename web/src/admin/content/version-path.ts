import type { FieldChange } from '@muyuan/contract/admin/editorial';
import { formatMessage } from '../../i18n/format-message.ts';
import type { ConsoleLang } from '../strings.ts';
import { fieldName } from './content-names.ts';

/** Which part of a record a changed field belongs to: the Chinese block, the English block, or neither. */
export type FieldGroup = 'common' | 'zh' | 'en';
export const FIELD_GROUPS: readonly FieldGroup[] = ['common', 'zh', 'en'];

/** `en.attachments[0].file` → `['en', 'attachments', 0, 'file']` (the server's paths, see its diff). */
export function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const match of path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)) {
    segments.push(match[1] === undefined ? (match[2] as string) : Number(match[1]));
  }
  return segments;
}

/** A path's group, and what is left of it under the group (the language block's own key left out). */
export function splitPath(path: string): { group: FieldGroup; rest: (string | number)[] } {
  const segments = pathSegments(path);
  const [first] = segments;
  if (first === 'zh' || first === 'en') return { group: first, rest: segments.slice(1) };
  return { group: 'common', rest: segments };
}

/**
 * A field's path as a person reads it, under its group: `attachments[1].file` → `附件 › 第 2 项 › 文件`
 * (`Attachments › item 2 › File`). Field names are the console's (content-names.ts), or their keys.
 */
export function fieldLabel(rest: readonly (string | number)[], lang: ConsoleLang, itemWord: string): string {
  return rest
    .map((segment) =>
      typeof segment === 'number' ? formatMessage(lang, itemWord, { n: segment + 1 }) : fieldName(segment, lang),
    )
    .join(' › ');
}

export interface ChangeGroup {
  group: FieldGroup;
  changes: { change: FieldChange; label: string }[];
}

/** The changes by group (common fields, then Chinese, then English, as the editor shows them), each in the server's order. */
export function groupChanges(changes: readonly FieldChange[], lang: ConsoleLang, itemWord: string): ChangeGroup[] {
  const groups = new Map<FieldGroup, ChangeGroup['changes']>(FIELD_GROUPS.map((g) => [g, []]));
  for (const change of changes) {
    const { group, rest } = splitPath(change.path);
    // A language block that is a field itself (an empty one) is named as the block.
    const label = rest.length > 0 ? fieldLabel(rest, lang, itemWord) : fieldName(group, lang);
    groups.get(group)?.push({ change, label });
  }
  return FIELD_GROUPS.map((group) => ({ group, changes: groups.get(group) ?? [] })).filter((g) => g.changes.length > 0);
}
