import type { FieldError, RecordJson } from '@muyuan/contract/admin/editorial';
import type { Lang } from '@muyuan/contract/lang';
import { z } from 'zod';
import { ContentError, formatPath } from '../content-model/content-error.ts';
import { CONTENT_FILES } from '../content-model/content-schema.ts';
import { checkMediaReferences, type StoredMedia } from '../content-model/media-check.ts';
import { problemOf } from '../http/field-problems.ts';
import { type Collection, idFieldOf, recordIdOf, recordSchema } from './collections.ts';
import { invalidRecord } from './errors.ts';

/** zod's own messages in Chinese for Chinese callers (a schema's own message, e.g. an id's rule, stays as written). */
const ZH_MESSAGES = z.locales.zhCN().localeError;
/** A required field left empty, said under the field (its label names it), as the console's own check says it. */
const FILL_IN = { zh: '请填写此项', en: 'Please fill this in' } as const;

/**
 * Checks one record as a draft is saved or a record published: its collection's record schema (the
 * element of the file's schema, so the import's rules exactly), the id it carries against the one
 * in its address, and its media (files of `mediaDir`, and uploaded files `/media/u/...` of `stored`:
 * media/stored-media.ts loads them). Throws `invalid_record` naming every field wrong.
 */
export function checkRecord(
  collection: Collection,
  id: string,
  json: RecordJson,
  lang: Lang,
  mediaDir: string,
  stored: StoredMedia,
): void {
  const result = recordSchema(collection).safeParse(json, lang === 'zh' ? { error: ZH_MESSAGES } : undefined);
  // A field left empty is said so in words; anything else in zod's words, in the caller's language.
  const fields: FieldError[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: problemOf(issue, json).kind === 'missing' ? FILL_IN[lang] : issue.message,
      }));
  const own = recordIdOf(collection, json);
  if (own !== null && own !== id) {
    fields.push({
      path: idFieldOf(collection),
      message: lang === 'zh' ? `须与地址中的编号 "${id}" 一致` : `must be the record's id "${id}"`,
    });
  }
  if (fields.length === 0 && result.success) {
    try {
      checkMediaReferences(result.data, CONTENT_FILES[collection].file, mediaDir, stored);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      const message = lang === 'zh' ? `媒体文件不存在：${error.detail.split(': ').at(-1)}` : error.detail;
      fields.push({ path: formatPath(error.path ?? []), message });
    }
  }
  if (fields.length > 0) throw invalidRecord(fields);
}
