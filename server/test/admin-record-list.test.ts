import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RecordSummary } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, type AdminPath, withParams } from '@muyuan/contract/admin/paths';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { call } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { staffedApp } from './helpers/staffed-app.ts';
import { CONTENT_DIR } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
type Article = { id: string; zh: Json & { title: string }; en?: Json & { title: string } } & Json;
const NEWS = parse(readFileSync(resolve(CONTENT_DIR, 'data/news.yaml'), 'utf8')) as Article[];

const recordsPath = withParams(ADMIN_PATHS.contentRecords, { collection: 'news' });
const recordPath = (p: AdminPath, id: string) => withParams(p, { collection: 'news', id });

describe.each(databases())("the editor's record lists page and filter (%s)", (dialect) => {
  const {
    t,
    staff: { editor, publisher },
  } = staffedApp(dialect, { editor: ['editor'], publisher: ['publisher'] });

  const list = async (query: string) => {
    const res = await call(t.app, 'GET', `${recordsPath}?${query}`, editor);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: RecordSummary[]; total: number; page: number; pageSize: number };
  };
  const ids = async (query: string) => (await list(`pageSize=200&${query}`)).list.map((r) => r.id);

  it('pages through every record in file order, with the total on each page', async () => {
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(NEWS.length / 7); page++) {
      const answer = await list(`page=${page}&pageSize=7`);
      expect(answer).toMatchObject({ total: NEWS.length, page, pageSize: 7 });
      expect(answer.list.length).toBe(Math.min(7, NEWS.length - (page - 1) * 7));
      pages.push(...answer.list.map((r) => r.id));
    }
    expect(pages).toEqual(NEWS.map((n) => n.id));
    expect((await list(`page=${Math.ceil(NEWS.length / 7) + 1}&pageSize=7`)).list).toEqual([]);
    const first = (await list('pageSize=1')).list[0];
    expect(first).toMatchObject({ id: NEWS[0]?.id, title: { zh: NEWS[0]?.zh.title, en: NEWS[0]?.en?.title ?? null } });
  });

  it('finds records by words of the id or either title, English in any case, and % only as itself', async () => {
    const sample = NEWS.find((n) => n.en) as Article;
    const zhWords = [...sample.zh.title].slice(2, 6).join('');
    expect(await ids(`q=${encodeURIComponent(zhWords)}`)).toEqual(
      NEWS.filter((n) => n.zh.title.includes(zhWords)).map((n) => n.id),
    );
    const enWord = (sample.en?.title.split(' ').find((w) => w.length > 5) ?? '').toUpperCase();
    expect(await ids(`q=${encodeURIComponent(enWord)}`)).toContain(sample.id);
    expect(await ids(`q=${encodeURIComponent(sample.id)}`)).toEqual([sample.id]);
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('q=_')).toEqual(NEWS.filter((n) => n.id.includes('_')).map((n) => n.id));
  });

  it('filters by where English stands, by status and by drafts waiting; new records come last', async () => {
    const withoutEnglish = NEWS.filter((n) => !n.en).map((n) => n.id);
    expect(await ids('english=missing')).toEqual(withoutEnglish);
    expect((await list('english=current')).total).toBe(NEWS.length - withoutEnglish.length);
    expect(await ids('english=older')).toEqual([]);

    // The Chinese of a record with English changes: its English is now older.
    const changed = NEWS.find((n) => n.en) as Article;
    const draft = { ...changed, zh: { ...changed.zh, title: `${changed.zh.title}（修订）` } };
    const detail = (await call(t.app, 'GET', recordPath(ADMIN_PATHS.contentRecord, changed.id), editor)).json().data;
    const saved = await call(t.app, 'PUT', recordPath(ADMIN_PATHS.contentDraft, changed.id), editor, {
      json: draft,
      baseVersion: detail.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await ids('status=drafts')).toEqual([changed.id]);
    const author = saved.json().data.author as string;
    const published = await call(t.app, 'POST', recordPath(ADMIN_PATHS.contentPublish, changed.id), publisher, {
      author,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await ids('english=older')).toEqual([changed.id]);
    expect(await ids(`q=${encodeURIComponent('（修订）')}`)).toEqual([changed.id]);

    // Unpublished, and a new record that exists only as a draft.
    const hidden = NEWS.at(-1) as Article;
    const version = (await call(t.app, 'GET', recordPath(ADMIN_PATHS.contentRecord, hidden.id), editor)).json().data
      .version;
    const unpublished = await call(t.app, 'POST', recordPath(ADMIN_PATHS.contentUnpublish, hidden.id), publisher, {
      baseVersion: version,
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const fresh = {
      id: 'news-list-new-record',
      category: 'company',
      date: '2026-11-20',
      zh: { title: '新纪录标题', summary: '摘要', body: '正文。' },
    };
    expect(
      (
        await call(t.app, 'PUT', recordPath(ADMIN_PATHS.contentDraft, fresh.id), editor, {
          json: fresh,
          baseVersion: null,
        })
      ).statusCode,
    ).toBe(200);
    expect(await ids('status=unpublished')).toEqual([hidden.id, fresh.id]);
    expect(await ids('status=drafts')).toEqual([fresh.id]);
    expect(await ids('status=published')).not.toContain(hidden.id);
    expect((await list('status=published')).total).toBe(NEWS.length - 1);
    const all = await list('pageSize=200');
    expect(all.total).toBe(NEWS.length + 1);
    expect(all.list.at(-1)).toMatchObject({ id: fresh.id, version: 0, published: false, english: 'missing' });
    // The new record ends the last page, which it shares with the last documents.
    const lastPage = await list(`page=${Math.ceil((NEWS.length + 1) / 5)}&pageSize=5`);
    expect(lastPage.list.at(-1)?.id).toBe(fresh.id);
    expect(await ids('english=missing&q=%E6%96%B0%E7%BA%AA%E5%BD%95')).toEqual([fresh.id]);
  });

  it('refuses a page size over the limit and parameters it does not know, in the caller’s language', async () => {
    const tooBig = await call(t.app, 'GET', `${recordsPath}?pageSize=1000`, editor);
    expect(tooBig.statusCode).toBe(400);
    const unknown = await call(t.app, 'GET', `${recordsPath}?sort=title`, editor);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toMatch(/[A-Za-z]/);
  });
});
