import type { Lang } from '@muyuan/contract/lang';
import { formatPath } from '../content-model/content-error.ts';

/** One text field of a content file, with what the rules need to know about it. */
export interface TextField {
  /** The file as the findings name it, e.g. `content/data/news.yaml`. */
  file: string;
  /** Where the text sits in the file, e.g. `[3].zh.title`. */
  field: string;
  /** The key the text is stored under (`title`, `num`, `paragraphs`…), for rules that read some keys differently. */
  key: string;
  lang: Lang;
  text: string;
  /** True when the text sits in a record or block flagged `sample: true` (illustrative content). */
  sample: boolean;
}

/** A parsed content file: its display name, the language of the whole file if it has one, and its value. */
export interface ContentDocument {
  file: string;
  /** `pages/<id>/zh.yaml` is all Chinese; data files say their language per block (`zh:` / `en:`). */
  lang?: Lang;
  value: unknown;
}

/** Keys whose strings are identifiers, addresses or settings, never copy. */
const NON_TEXT_KEYS = new Set([
  'id',
  'type',
  'module',
  'external',
  'imageSide',
  'typeCode',
  'category',
  'period',
  'kind',
  'code',
  'stockCode',
  'url',
  'link',
  'file',
  'fileEn',
  'image',
  'images',
  'photo',
  'logo',
  'cover',
  'icon',
  'picInfo',
  'linkUrl',
  'videoInfo',
  'video',
  'email',
  'phone',
  'postcode',
  // Registration numbers (ICP, public security) are written as registered.
  'number',
  'baiduTongjiId',
  'slot',
  'date',
  'quoteTime',
]);

/** Site routes, media paths and addresses are not prose. */
const ADDRESS = /^(\/|https?:\/\/|mailto:|tel:)\S*$/;
const HAN = /\p{Script=Han}/u;

function isLang(key: string): key is Lang {
  return key === 'zh' || key === 'en';
}

/**
 * Every text field of a content document with its language. The language is the file's (page copy) or
 * that of the nearest `zh` / `en` key above the text (data files, site.yaml); a string outside any language
 * block is read as Chinese when it holds Chinese characters (a WeChat account name) and skipped otherwise
 * (numbers, codes). A record or block with `sample: true` marks everything in it as sample content.
 */
export function textFields(doc: ContentDocument): TextField[] {
  const out: TextField[] = [];
  const visit = (value: unknown, path: PropertyKey[], key: string, lang: Lang | undefined, sample: boolean) => {
    if (typeof value === 'string') {
      if (NON_TEXT_KEYS.has(key) || ADDRESS.test(value) || value.trim() === '') return;
      const fieldLang = lang ?? (HAN.test(value) ? 'zh' : undefined);
      if (fieldLang === undefined) return;
      out.push({ file: doc.file, field: formatPath(path), key, lang: fieldLang, text: value, sample });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        visit(item, [...path, i], key, lang, sample);
      });
      return;
    }
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const inSample = sample || record.sample === true;
      for (const [k, v] of Object.entries(record)) {
        visit(v, [...path, k], k, isLang(k) ? k : lang, inSample);
      }
    }
  };
  visit(doc.value, [], '', doc.lang, false);
  return out;
}
