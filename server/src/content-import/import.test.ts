import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { createTestDatabase, databases, type TestDatabase } from '../../test/helpers/databases.ts';
import { CONTENT_DIR } from '../../test/helpers/test-app.ts';
import { readContentVersion } from '../content-model/content-meta.ts';
import { migrateToLatest } from '../db/migrate.ts';
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

function editYaml<T = Record<string, unknown>[]>(file: string, edit: (value: T) => void): void {
  const value = parse(readFileSync(file, 'utf8')) as T;
  edit(value);
  writeFileSync(file, stringify(value));
}

/** The blocks of a page file, as the test edits them. */
type PageBlocks = { blocks: { image?: string; imageAlt?: string }[] };
/** The index of the first block of a page file with a picture (the test breaks its alt text). */
const pictureBlock = (page: PageBlocks) => page.blocks.findIndex((b) => b.image !== undefined);

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

  it('refuses a picture without alt text or with alt text in the other language, naming the field', async () => {
    copy = contentCopy();
    const zhPage = join(copy.dir, 'pages/culture/zh.yaml');
    let at = -1;
    editYaml<PageBlocks>(zhPage, (page) => {
      at = pictureBlock(page);
      delete page.blocks[at]?.imageAlt;
    });
    expect(at).toBeGreaterThanOrEqual(0);
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      `content/pages/culture/zh.yaml: blocks[${at}].imageAlt: a picture needs its alt text (imageAlt) in the language of the page`,
    );
    editYaml<PageBlocks>(zhPage, (page) => {
      const block = page.blocks[at];
      if (block) block.imageAlt = '   ';
    });
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(`blocks[${at}].imageAlt: a picture needs its alt text`);
    cpSync(join(CONTENT_DIR, 'pages/culture/zh.yaml'), zhPage);

    // The English page's alt text copied from the Chinese one.
    const chineseAlt = (parse(readFileSync(zhPage, 'utf8')) as PageBlocks).blocks[at]?.imageAlt ?? '';
    editYaml<PageBlocks>(join(copy.dir, 'pages/culture/en.yaml'), (page) => {
      const block = page.blocks[pictureBlock(page)];
      if (block) block.imageAlt = chineseAlt;
    });
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      /^content\/pages\/culture\/en\.yaml: blocks\[\d+\]\.imageAlt: the alt text ".+" of an English page has Chinese characters$/,
    );
    cpSync(join(CONTENT_DIR, 'pages/culture/en.yaml'), join(copy.dir, 'pages/culture/en.yaml'));

    // A picture in an article's Markdown body: no alt, then an English alt in the Chinese body.
    editYaml(join(copy.dir, 'data/news.yaml'), (news) => {
      const zh = (news[2] as { zh: { body: string } }).zh;
      zh.body = `${zh.body}\n\n![](/media/cards/optic-lab-06.svg)`;
    });
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      'content/data/news.yaml: [2].zh.body: a picture needs its alt text in Chinese (/media/cards/optic-lab-06.svg)',
    );
    editYaml(join(copy.dir, 'data/news.yaml'), (news) => {
      const zh = (news[2] as { zh: { body: string } }).zh;
      zh.body = zh.body.replace('![]', '![The quality lab]');
    });
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      'content/data/news.yaml: [2].zh.body: the alt text "The quality lab" of a Chinese page is not in Chinese',
    );
  });

  it('refuses a video without its text description in each language, naming the field', async () => {
    copy = contentCopy();
    const films = (records: Record<string, unknown>[]) => records.findIndex((r) => r.videoInfo);
    let at = -1;
    editYaml(join(copy.dir, 'data/banners.yaml'), (banners) => {
      at = films(banners);
      delete (banners[at] as { en: { videoDescription?: string } }).en.videoDescription;
    });
    expect(at).toBeGreaterThanOrEqual(0);
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      `content/data/banners.yaml: [${at}].en.videoDescription: a video needs its text description (videoDescription) in English`,
    );
    // The Chinese description copied into the English block.
    editYaml(join(copy.dir, 'data/banners.yaml'), (banners) => {
      const record = banners[at] as { zh: { videoDescription: string }; en: { videoDescription?: string } };
      record.en.videoDescription = record.zh.videoDescription;
    });
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      /^content\/data\/banners\.yaml: \[\d+\]\.en\.videoDescription: the video description ".+" of an English page has Chinese characters$/,
    );
    cpSync(join(CONTENT_DIR, 'data/banners.yaml'), join(copy.dir, 'data/banners.yaml'));

    // A visual-centre film in a page file, which has one language.
    let item = -1;
    editYaml<{ items: { video?: string; videoDescription?: string }[] }>(
      join(copy.dir, 'pages/opticCentre/zh.yaml'),
      (page) => {
        item = page.items.findIndex((i) => i.video);
        const film = page.items[item];
        if (film) film.videoDescription = 'A film';
      },
    );
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      `content/pages/opticCentre/zh.yaml: items[${item}].videoDescription: the video description "A film" of a Chinese page is not in Chinese`,
    );
  });

  it('rejects a symbolic link inside the media folder, naming it', async () => {
    copy = contentCopy({ copyMedia: true });
    symlinkSync('/etc/hostname', join(copy.dir, 'media/cards/host.svg'));
    await expect(importContent(t.db, copy.dir)).rejects.toThrow(
      'content/media/cards/host.svg: symbolic links are not allowed in the media folder',
    );
  });
});
