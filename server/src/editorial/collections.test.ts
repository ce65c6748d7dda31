import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_DIR } from '../../test/helpers/test-app.ts';
import { CONTENT_FILES } from '../content-model/content-schema.ts';
import { readPageFolder } from '../content-model/page-files.ts';
import {
  COLLECTIONS,
  englishRule,
  englishStatus,
  isSingle,
  recordSchema,
  recordsOfFile,
  titlesOf,
} from './collections.ts';
import { diffRecords } from './diff.ts';

const fileOf = (collection: keyof typeof CONTENT_FILES): unknown =>
  collection === 'pages'
    ? readPageFolder(CONTENT_DIR, (relative) => relative)
    : parse(readFileSync(resolve(CONTENT_DIR, CONTENT_FILES[collection].file), 'utf8'));

describe('collections', () => {
  it('splits every content file into records with unique ids, each valid by its record schema', () => {
    for (const collection of COLLECTIONS) {
      const file = fileOf(collection);
      const records = recordsOfFile(collection, file);
      expect([collection, records.length]).toEqual([collection, isSingle(collection) ? 1 : (file as unknown[]).length]);
      expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
      for (const { json } of records) expect(recordSchema(collection).safeParse(json).success).toBe(true);
    }
    expect(recordsOfFile('site', fileOf('site')).map((r) => r.id)).toEqual(['site']);
    expect(recordsOfFile('financialFigures', fileOf('financialFigures'))[0]?.id).toMatch(/^\d{4}$/);
  });

  it('tells which collections have an optional English block, a required one, or none', () => {
    expect(['news', 'banners', 'leaders'].map((c) => englishRule(c as 'news'))).toEqual([
      'optional',
      'optional',
      'optional',
    ]);
    expect(['periodicReports', 'brief'].map((c) => englishRule(c as 'brief'))).toEqual(['required', 'required']);
    expect(
      ['notices', 'noticeTypes', 'site', 'quotes', 'financialFigures'].map((c) => englishRule(c as 'site')),
    ).toEqual(['none', 'none', 'none', 'none', 'none']);
  });

  it('calls English missing, older (Chinese changed in a later version) or current', () => {
    const zhOnly = { id: 'a', zh: { title: '标题' } };
    const both = { ...zhOnly, en: { title: 'Title' } };
    expect(englishStatus('news', zhOnly, 1, null)).toBe('missing');
    expect(englishStatus('news', both, 3, 2)).toBe('older');
    expect(englishStatus('news', both, 2, 2)).toBe('current');
    expect(englishStatus('notices', zhOnly, 1, null)).toBeNull();
  });

  it('names a record by its title or name in each language', () => {
    expect(titlesOf({ zh: { title: '标题' }, en: { title: 'Title' } })).toEqual({ zh: '标题', en: 'Title' });
    expect(titlesOf({ name: { zh: '牧原转债', en: 'Muyuan CB' } })).toEqual({ zh: '牧原转债', en: 'Muyuan CB' });
    expect(titlesOf({ year: 2023 })).toEqual({ zh: null, en: null });
  });
});

describe('diffRecords', () => {
  it('lists changed, added and removed fields of both languages by their paths', () => {
    const before = { id: 'a', zh: { title: '旧', tags: ['x', 'y'] }, en: { title: 'Old' } };
    const after = { id: 'a', zh: { title: '新', tags: ['x'] }, en: { title: 'Old', summary: 'New' } };
    expect(diffRecords(before, after)).toEqual([
      { path: 'zh.title', kind: 'changed', before: '旧', after: '新' },
      { path: 'zh.tags[1]', kind: 'removed', before: 'y', after: null },
      { path: 'en.summary', kind: 'added', before: null, after: 'New' },
    ]);
  });

  it('treats an unpublished state as having no fields', () => {
    expect(diffRecords({ id: 'a' }, null)).toEqual([{ path: 'id', kind: 'removed', before: 'a', after: null }]);
    expect(diffRecords({ id: 'a', x: [] }, { id: 'a', x: [] })).toEqual([]);
  });
});
