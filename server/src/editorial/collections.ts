import type { EnglishStatus, RecordJson } from '@muyuan/contract/admin/editorial';
import { z } from 'zod';
import { CONTENT_FILES, type ContentKey } from '../content-model/content-schema.ts';

/**
 * The collections the back office edits: one per content file (CONTENT_FILES), each file's records
 * keyed by a stable id. The schemas stay the importer's: a record's schema is the element of its
 * file's array schema, so nothing is defined twice.
 */
export type Collection = ContentKey;
export const COLLECTIONS = Object.keys(CONTENT_FILES) as Collection[];

export const isCollection = (name: string): name is Collection => Object.hasOwn(CONTENT_FILES, name);

/** Files whose records are named by another field than `id` (each is unique within its file). */
const KEY_FIELD: Partial<Record<Collection, string>> = {
  financialFigures: 'year',
  bondTerms: 'code',
  quotes: 'code',
  marketClosures: 'date',
};

const fileSchema = (collection: Collection): z.ZodType => CONTENT_FILES[collection].schema;

/** A file that is one object (site settings, the company brief) rather than a list: one record, named as its collection. */
export const isSingle = (collection: Collection): boolean => !(fileSchema(collection) instanceof z.ZodArray);

/** The schema one record must satisfy. */
export function recordSchema(collection: Collection): z.ZodType {
  const schema = fileSchema(collection);
  return schema instanceof z.ZodArray ? (schema.element as z.ZodType) : schema;
}

/** The id a record carries in its own fields (its collection's name for a single record). */
export function recordIdOf(collection: Collection, json: RecordJson): string | null {
  if (isSingle(collection)) return collection;
  const value = json[KEY_FIELD[collection] ?? 'id'];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** The field holding the id, for errors shown next to it. */
export const idFieldOf = (collection: Collection): string => KEY_FIELD[collection] ?? 'id';

/** A file's value split into records, in file order (items that are not records with an id are left out). */
export function recordsOfFile(collection: Collection, value: unknown): { id: string; json: RecordJson }[] {
  const list = isSingle(collection) ? [value] : Array.isArray(value) ? value : [];
  return list.flatMap((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return [];
    const json = item as RecordJson;
    const id = recordIdOf(collection, json);
    return id === null ? [] : [{ id, json }];
  });
}

/** A file's value from its published records in order (undefined for a single record not published). */
export const fileOfRecords = (collection: Collection, records: RecordJson[]): unknown =>
  isSingle(collection) ? records[0] : records;

/** Whether records of the collection have language blocks `zh` and `en`, and whether `en` may be left out. */
export function englishRule(collection: Collection): 'optional' | 'required' | 'none' {
  const schema = recordSchema(collection);
  if (!(schema instanceof z.ZodObject)) return 'none';
  const en = (schema.shape as Record<string, z.ZodType>).en;
  if (!en || !('zh' in schema.shape)) return 'none';
  return en.safeParse(undefined).success ? 'optional' : 'required';
}

/** Missing, older (the Chinese changed in a later version than the English) or current; null without language blocks. */
export function englishStatus(
  collection: Collection,
  json: RecordJson,
  zhVersion: number | null,
  enVersion: number | null,
): EnglishStatus {
  if (englishRule(collection) === 'none') return null;
  if (json.en === undefined || enVersion === null) return 'missing';
  return (zhVersion ?? 0) > enVersion ? 'older' : 'current';
}

function textIn(value: unknown, lang: 'zh' | 'en'): string | null {
  if (!value || typeof value !== 'object') return null;
  const block = (value as Record<string, unknown>)[lang];
  if (block && typeof block === 'object') {
    const { title, name } = block as Record<string, unknown>;
    if (typeof title === 'string') return title;
    if (typeof name === 'string') return name;
  }
  return null;
}

/** What a list shows a record as: its title or name in each language, where it has one. */
export function titlesOf(json: RecordJson): { zh: string | null; en: string | null } {
  const named = (lang: 'zh' | 'en') => {
    const own = textIn(json, lang);
    if (own !== null) return own;
    const name = json.name as Record<string, unknown> | undefined;
    return typeof name?.[lang] === 'string' ? (name[lang] as string) : null;
  };
  return { zh: named('zh'), en: named('en') };
}
