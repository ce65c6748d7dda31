import type { FieldChange } from '@muyuan/contract/admin/editorial';
import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff.ts';
import { fieldLabel, groupChanges, pathSegments, splitPath } from './version-path.ts';
import { VERSIONS_STRINGS } from './versions-strings.ts';

const change = (path: string): FieldChange => ({ path, kind: 'changed', before: 'a', after: 'b' });

describe('the wording of a changed field', () => {
  it("reads the server's paths into their keys and item indexes", () => {
    expect(pathSegments('en.attachments[0].file')).toEqual(['en', 'attachments', 0, 'file']);
    expect(pathSegments('stats[12]')).toEqual(['stats', 12]);
    expect(pathSegments('date')).toEqual(['date']);
  });

  it('puts a field under its language, or under the common fields', () => {
    expect(splitPath('zh.title')).toEqual({ group: 'zh', rest: ['title'] });
    expect(splitPath('en.attachments[1].file')).toEqual({ group: 'en', rest: ['attachments', 1, 'file'] });
    expect(splitPath('date')).toEqual({ group: 'common', rest: ['date'] });
    expect(splitPath('sample')).toEqual({ group: 'common', rest: ['sample'] });
    // An empty English block is itself the field.
    expect(splitPath('en')).toEqual({ group: 'en', rest: [] });
  });

  it('names each part in the console’s language, items counted from one', () => {
    expect(fieldLabel(['attachments', 1, 'file'], 'zh', VERSIONS_STRINGS.zh.item)).toBe('附件 › 第 2 项 › 文件');
    expect(fieldLabel(['attachments', 1, 'file'], 'en', VERSIONS_STRINGS.en.item)).toBe('Attachments › item 2 › File');
    // A field the console has no name for keeps its key.
    expect(fieldLabel(['newField'], 'zh', VERSIONS_STRINGS.zh.item)).toBe('newField');
  });

  it('groups the changes: common fields, then Chinese, then English, each in the order given', () => {
    const changes = ['en.title', 'zh.title', 'date', 'zh.body', 'en', 'stats[0].num'].map(change);
    const groups = groupChanges(changes, 'zh', VERSIONS_STRINGS.zh.item);
    expect(groups.map((g) => [g.group, g.changes.map((c) => c.label)])).toEqual([
      ['common', ['日期', '数据 › 第 1 项 › 数值']],
      ['zh', ['标题', '正文']],
      ['en', ['标题', '英文']],
    ]);
    expect(groupChanges([change('zh.title')], 'en', VERSIONS_STRINGS.en.item)).toEqual([
      { group: 'zh', changes: [{ change: change('zh.title'), label: 'Title' }] },
    ]);
  });
});

describe('the changed lines of a long text', () => {
  const changed = (lines: { text: string; changed: boolean }[]) => lines.filter((l) => l.changed).map((l) => l.text);

  it('marks only the lines the other side lacks', () => {
    const diff = lineDiff('a\nb\nc\nd', 'a\nB\nc\nd\ne');
    expect(diff && changed(diff.before)).toEqual(['b']);
    expect(diff && changed(diff.after)).toEqual(['B', 'e']);
    expect(diff?.before.map((l) => l.text)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('marks nothing in equal texts, everything in texts with nothing in common', () => {
    const same = lineDiff('x\ny', 'x\ny');
    expect(same && [...changed(same.before), ...changed(same.after)]).toEqual([]);
    const apart = lineDiff('x\ny', 'p\nq');
    expect(apart && changed(apart.before)).toEqual(['x', 'y']);
    expect(apart && changed(apart.after)).toEqual(['p', 'q']);
  });

  it('gives up on texts too long to compare line by line', () => {
    const long = (tag: string) => Array.from({ length: 1_500 }, (_, i) => `${tag}${i}`).join('\n');
    expect(lineDiff(long('a'), long('b'))).toBeNull();
    // The common start and end cost nothing.
    expect(lineDiff(`${long('a')}\nx`, `${long('a')}\ny`)).not.toBeNull();
  });
});
