import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { createTestDatabase, databases, type TestDatabase } from '../../test/helpers/databases.ts';
import { CONTENT_DIR } from '../../test/helpers/test-app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { readContentVersion } from './content-meta.ts';
import { importContent } from './import.ts';

/**
 * A copy of the real content that a test may break, in a folder named `content`; the media folder is
 * a link to the real one unless the test needs to change media too.
 */
function contentCopy({ copyMedia = false } = {}): { dir: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'muyuan-content-'));
  const dir = join(root, 'content');
  const media = resolve(CONTENT_DIR, 'media');
  cpSync(CONTENT_DIR, dir, { recursive: true, filter: (src) => copyMedia || !src.startsWith(media) });
  if (!copyMedia) symlinkSync(media, join(dir, 'media'));
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

function editYaml(file: string, edit: (value: Record<string, unknown>[]) => void): void {
  const value = parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
  edit(value);
  writeFileSync(file, stringify(value));
}

async function tableCounts(t: TestDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['articles', 'notices', 'banners', 'quotes', 'page_copy'] as const) {
    const rows = await t.db.selectFrom(table).selectAll().execute();
    counts[table] = rows.length;
  }
  return counts;
}

describe.each(databases())('content import on %s', (dialect) => {
  let t: TestDatabase;
  let copy: { dir: string; cleanup: () => void } | undefined;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    await migrateToLatest(t.db);
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  afterEach(() => {
    copy?.cleanup();
    copy = undefined;
  });

  it('is idempotent: importing twice leaves the same rows and bumps the version', async () => {
    const first = await importContent(t.db, CONTENT_DIR);
    const after1 = await tableCounts(t);
    const second = await importContent(t.db, CONTENT_DIR);
    expect(second.counts).toEqual(first.counts);
    expect(await tableCounts(t)).toEqual(after1);
    expect(second.version).toBe(first.version + 1);
    expect(after1.articles).toBeGreaterThan(0);
    const html = await t.db.selectFrom('articles').select('content_html').executeTakeFirstOrThrow();
    expect(html.content_html).toMatch(/^<(p|h\d|ul|ol)/);
  });

  it('names the file and the field of a schema error and changes nothing', async () => {
    await importContent(t.db, CONTENT_DIR);
    const before = await tableCounts(t);
    const version = await readContentVersion(t.db);
    copy = contentCopy();
    editYaml(join(copy.dir, 'data/news.yaml'), (news) => {
      (news[3] as { zh: { title: unknown } }).zh.title = 42;
    });
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      /^content\/data\/news\.yaml: \[3\]\.zh\.title: .*expected string/,
    );
    expect(await tableCounts(t)).toEqual(before);
    expect(await readContentVersion(t.db)).toBe(version);
  });

  it('rejects a reference to a missing media file, naming the field', async () => {
    copy = contentCopy();
    editYaml(join(copy.dir, 'data/banners.yaml'), (banners) => {
      (banners[1] as { picInfo: string }).picInfo = '/media/banners/does-not-exist.svg';
    });
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      'content/data/banners.yaml: [1].picInfo: media file not found: /media/banners/does-not-exist.svg',
    );
  });

  it('rejects an announcement of a kind notice-types.yaml does not list, and a year listed twice', async () => {
    copy = contentCopy();
    editYaml(join(copy.dir, 'data/notices.yaml'), (notices) => {
      (notices[4] as { type: string }).type = 'rumour';
    });
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      'content/data/notices.yaml: [4].type: unknown kind "rumour" (not in data/notice-types.yaml)',
    );
    editYaml(join(copy.dir, 'data/notices.yaml'), (notices) => {
      (notices[4] as { type: string }).type = 'periodic';
    });
    editYaml(join(copy.dir, 'data/financial-figures.yaml'), (years) => {
      years.push({ ...years[0] });
    });
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      /^content\/data\/financial-figures\.yaml: .*a year is listed twice/,
    );
  });

  it('rejects duplicate ids and broken YAML, naming the file', async () => {
    copy = contentCopy();
    editYaml(join(copy.dir, 'data/dynamics.yaml'), (items) => {
      (items[2] as { id: unknown }).id = (items[0] as { id: unknown }).id;
    });
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      /^content\/data\/dynamics\.yaml: \[2\]\.id: duplicate id/,
    );
    writeFileSync(join(copy.dir, 'data/dynamics.yaml'), '- id: [unclosed');
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(/^content\/data\/dynamics\.yaml: not valid YAML/);
  });

  it('rejects a symbolic link inside the media folder, naming it', async () => {
    copy = contentCopy({ copyMedia: true });
    symlinkSync('/etc/hostname', join(copy.dir, 'media/cards/host.svg'));
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      'content/media/cards/host.svg: symbolic links are not allowed in the media folder',
    );
  });
});
