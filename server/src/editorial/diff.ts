import type { FieldChange, RecordJson } from '@muyuan/contract/admin/editorial';
import { formatPath } from '../content-model/content-error.ts';

type Leaf = string | number | boolean | null | [] | Record<string, never>;

/** Every leaf of a record by its path (`zh.title`, `en.attachments[0].file`); empty lists and objects are leaves. */
function leaves(value: unknown, path: PropertyKey[] = [], into = new Map<string, Leaf>()): Map<string, Leaf> {
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((item, i) => {
      leaves(item, [...path, i], into);
    });
  } else if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], into);
  } else if (path.length > 0) {
    into.set(formatPath(path), value as Leaf);
  }
  return into;
}

/**
 * The fields that differ between two states of a record, both languages, in the order the fields
 * appear (the earlier state's first). A state of null (unpublished) has no fields.
 */
export function diffRecords(before: RecordJson | null, after: RecordJson | null): FieldChange[] {
  const a = leaves(before ?? {});
  const b = leaves(after ?? {});
  const changes: FieldChange[] = [];
  for (const [path, value] of a) {
    if (!b.has(path)) changes.push({ path, kind: 'removed', before: value, after: null });
    else if (JSON.stringify(b.get(path)) !== JSON.stringify(value))
      changes.push({ path, kind: 'changed', before: value, after: b.get(path) });
  }
  for (const [path, value] of b) if (!a.has(path)) changes.push({ path, kind: 'added', before: null, after: value });
  return changes;
}
