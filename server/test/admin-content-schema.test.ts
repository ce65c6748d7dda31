import type { CollectionSchema } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/editorial/collections.ts';
import { call, type Enrolled, enrollWithPassword, FakeClock } from './helpers/admin.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[] } & Record<
  string,
  unknown
>;

const schemaPath = (collection: string) => withParams(ADMIN_PATHS.contentSchema, { collection });

/** The console's forms are built from these answers; the database plays no part, so SQLite only. */
describe("the collections' JSON Schemas and the Markdown preview", () => {
  let t: TestApp;
  const clock = new FakeClock();
  let editor: Enrolled;
  let viewer: Enrolled;
  let compliance: Enrolled;

  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { clock: clock.now });
    editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    viewer = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    compliance = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
  });
  afterAll(async () => t?.cleanup());

  const described = async (collection: string, who: Enrolled = editor) => {
    const res = await call(t.app, 'GET', schemaPath(collection), who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CollectionSchema;
  };

  it('describes every collection, with its id field and its English rule', async () => {
    for (const collection of COLLECTIONS) {
      const answer = await described(collection, viewer);
      expect(answer.collection).toBe(collection);
      expect((answer.schema as JsonSchema).$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    }
    expect(await described('news')).toMatchObject({ single: false, idField: 'id', english: 'optional' });
    expect(await described('quotes')).toMatchObject({ single: false, idField: 'code', english: 'none' });
    expect(await described('brief')).toMatchObject({ single: true, english: 'required' });
  });

  it('marks Markdown bodies and media addresses, and leaves optional fields out of `required`', async () => {
    const news = (await described('news')).schema as JsonSchema;
    const zh = news.properties?.zh as JsonSchema;
    expect(zh.properties?.body).toMatchObject({ type: 'string', contentMediaType: 'text/markdown' });
    expect(zh.properties?.title).toMatchObject({ type: 'string', minLength: 1 });
    expect(zh.properties?.title).not.toHaveProperty('contentMediaType');
    expect(zh.properties?.summary).toMatchObject({ type: 'string', contentMediaType: 'text/plain' });
    expect(zh.required).toEqual(['title', 'summary', 'body']);
    expect(news.required).not.toContain('en');
    // An optional cover: a media address or null.
    expect(news.properties?.cover).toMatchObject({
      anyOf: [{ type: 'string', format: 'media-path' }, { type: 'null' }],
    });
    expect(news.properties?.category).toMatchObject({ enum: ['company', 'media', 'recruitment'] });
    // An announcement's kind names the collection it is chosen from.
    const notices = (await described('notices')).schema as JsonSchema;
    expect(notices.properties?.type).toMatchObject({ type: 'string', format: 'record-ref', collection: 'noticeTypes' });
  });

  it('refuses an unknown collection and a compliance account', async () => {
    const unknown = await call(t.app, 'GET', schemaPath('nothing-here'), editor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('There is no such kind of content');
    expect((await call(t.app, 'GET', schemaPath('news'), compliance)).statusCode).toBe(403);
  });

  it('previews Markdown as the importer stores it: rendered and sanitized', async () => {
    const res = await call(t.app, 'POST', ADMIN_PATHS.markdownPreview, editor, {
      markdown: '**饲料**\n\n- 育种\n\n<script>alert(1)</script><img src="/media/a.png" onerror="x()">',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { html } = res.json().data as { html: string };
    expect(html).toContain('<strong>饲料</strong>');
    expect(html).toContain('<li>育种</li>');
    expect(html).not.toMatch(/script|onerror/);
    // Viewers change nothing and have no editor to preview in; a body past the limit is refused as such.
    expect((await call(t.app, 'POST', ADMIN_PATHS.markdownPreview, viewer, { markdown: 'x' })).statusCode).toBe(403);
    const long = await call(t.app, 'POST', ADMIN_PATHS.markdownPreview, editor, { markdown: 'x'.repeat(200_001) });
    expect(long.statusCode).toBe(400);
    expect((await call(t.app, 'POST', ADMIN_PATHS.markdownPreview, editor, { text: 'x' })).statusCode).toBe(400);
  });
});
