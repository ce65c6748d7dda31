import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../src/config.ts';
import { parseContentArgs } from '../src/content-export/content-args.ts';
import { ExportDirNotEmptyError, exportContent } from '../src/content-export/export-content.ts';
import { yamlText } from '../src/content-export/yaml-text.ts';
import { UsageError } from '../src/content-import/cli-args.ts';
import { MediaConflictError } from '../src/content-import/media-merge.ts';
import { parseSeedArgs } from '../src/content-import/seed-args.ts';
import { seedContent } from '../src/content-import/seed-content.ts';
import { readContentVersion } from '../src/content-model/content-meta.ts';
import { CONTENT_FILES } from '../src/content-model/content-schema.ts';
import { readContent } from '../src/content-model/read-content.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { EditorialContext } from '../src/editorial/context.ts';
import { findDocument } from '../src/editorial/documents.ts';
import { publishRecord, unpublishRecord } from '../src/editorial/publishing.ts';
import { SeedConflictError } from '../src/editorial/seed-documents.ts';
import { UploadNameMismatchError } from '../src/media/media-folder.ts';
import { MediaStore, storedName, storedPath } from '../src/media/media-store.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';
import { pdfWithTitle } from './helpers/media-files.ts';
import { CONTENT_DIR } from './helpers/test-app.ts';

type Article = { id: string; cover?: string | null; zh: { title: string } };

/** Every file under `dir` (relative, `/`-separated) with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    files.set(relative(dir, full).split(sep).join('/'), readFileSync(full));
  }
  return files;
}

/** The files only one folder has, or that differ in a byte: [] when the folders are identical. */
function differences(a: string, b: string): string[] {
  const [ta, tb] = [tree(a), tree(b)];
  const names = [...new Set([...ta.keys(), ...tb.keys()])].sort();
  return names.filter((name) => !ta.get(name)?.equals(tb.get(name) ?? Buffer.alloc(0)) || !tb.has(name));
}

const newsOf = (dir: string) => parse(readFileSync(join(dir, 'data/news.yaml'), 'utf8')) as Article[];
const SEED_NEWS = newsOf(CONTENT_DIR);
const first = SEED_NEWS[0] as Article;
const last = SEED_NEWS.at(-1) as Article;

/** Runs a content command's script as an operator would (a child process), with this environment. */
function run(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
const SEED_CLI = 'server/src/content-import/cli.ts';
const CONTENT_CLI = 'server/src/content-export/cli.ts';

describe.each(databases())('content export and seed --from (%s)', (dialect) => {
  let t: TestDatabase;
  let root: string;
  /** The configured content folder (CONTENT_DIR): a copy of content/, since seed --from adds media to it. */
  let site: string;
  const exportTo = (name: string, force = false) =>
    exportContent(t.db, { contentDir: site, outDir: join(root, name), force });
  const seedFrom = (from: string, replace = false) => seedContent(t.db, { contentDir: site, from, replace });
  const versionCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('content_versions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ctx = (): EditorialContext => ({
    db: t.db,
    clock: () => Date.now(),
    mediaDir: join(site, 'media'),
    published: async () => {},
  });
  const editor = { id: 'account:test', name: 'Test Publisher', session: null };
  const versionOf = async (id: string) => (await findDocument(t.db, 'news', id))?.version ?? 0;

  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    await migrateToLatest(t.db);
    root = mkdtempSync(join(tmpdir(), 'muyuan-export-'));
    site = join(root, 'site');
    cpSync(CONTENT_DIR, site, { recursive: true });
    await seedContent(t.db, { contentDir: site });
  });
  afterAll(async () => {
    await t?.cleanup();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('exports, seeds the export back with --replace and exports again: identical files, no new version', async () => {
    const a = await exportTo('a');
    const pageFiles = tree(join(CONTENT_DIR, 'pages')).size;
    expect(a).toMatchObject({ files: Object.keys(CONTENT_FILES).length - 1, pageFiles, unpublished: 0, skipped: [] });
    expect(a.records).toBeGreaterThan(200);
    // The export holds what content/ holds: each file's value, the page copy (written from the database,
    // one file per page and language) and the media.
    for (const { file } of Object.values(CONTENT_FILES).filter((f) => f.file !== 'pages')) {
      expect(parse(readFileSync(join(a.outDir, file), 'utf8')), file).toEqual(
        parse(readFileSync(join(CONTENT_DIR, file), 'utf8')),
      );
    }
    const exportedPages = tree(join(a.outDir, 'pages'));
    expect([...exportedPages.keys()].sort()).toEqual([...tree(join(CONTENT_DIR, 'pages')).keys()].sort());
    for (const [file, bytes] of exportedPages) {
      expect(parse(bytes.toString('utf8')), file).toEqual(
        parse(readFileSync(join(CONTENT_DIR, 'pages', file), 'utf8')),
      );
    }
    expect(differences(join(a.outDir, 'media'), join(CONTENT_DIR, 'media'))).toEqual([]);
    expect(a.mediaFiles).toBe(tree(join(CONTENT_DIR, 'media')).size);
    expect(() => readContent(a.outDir)).not.toThrow();

    const again = await seedFrom(a.outDir, true);
    expect(again).toMatchObject({ versions: 0, mediaCopied: 0, mediaSame: a.mediaFiles });
    const b = await exportTo('b');
    expect(tree(b.outDir).size).toBeGreaterThan(300);
    expect(differences(a.outDir, b.outDir)).toEqual([]);
  });

  it('shows a console change in the export; an older export is refused over it unless --replace, then one version per record', async () => {
    const a = join(root, 'a');
    const edited = { ...first, zh: { ...first.zh, title: '后台改的标题' } };
    await publishRecord(
      ctx(),
      editor,
      { collection: 'news', id: first.id },
      { json: edited, baseVersion: await versionOf(first.id) },
      'zh',
    );
    await unpublishRecord(ctx(), editor, { collection: 'news', id: last.id }, await versionOf(last.id));

    const c = await exportTo('c');
    expect(c.unpublished).toBe(1);
    const news = newsOf(c.outDir);
    expect(news.find((n) => n.id === first.id)?.zh.title).toBe('后台改的标题');
    expect(news.map((n) => n.id)).toEqual(SEED_NEWS.filter((n) => n !== last).map((n) => n.id));
    expect(() => readContent(c.outDir)).not.toThrow();
    // What an export holds is what is published: seeding it back overwrites nothing, needs no --replace.
    expect((await seedFrom(c.outDir)).versions).toBe(0);

    const versions = await versionCount();
    const contentVersion = await readContentVersion(t.db);
    const refused = seedFrom(a);
    await expect(refused).rejects.toThrow(SeedConflictError);
    await expect(refused).rejects.toMatchObject({ records: [`news/${first.id}`, `news/${last.id}`] });
    expect(await versionCount()).toBe(versions);
    expect(await readContentVersion(t.db)).toBe(contentVersion);
    expect(newsOf((await exportTo('c2')).outDir)).toEqual(news);

    const replaced = await seedFrom(a, true);
    expect(replaced.versions).toBe(2);
    expect(await versionCount()).toBe(versions + 2);
    const history = await t.db
      .selectFrom('content_versions')
      .select('source')
      .where('collection', '=', 'news')
      .where('record_id', '=', first.id)
      .orderBy('number')
      .execute();
    expect(history.map((v) => v.source)).toEqual(['import', 'console', 'import']);
    expect(differences(a, (await exportTo('d')).outDir)).toEqual([]);
  });

  it('copies media the served folder lacks, and refuses a name it has with other bytes, changing nothing', async () => {
    const e = (await exportTo('e')).outDir;
    const newFile = 'covers/exported-new-cover.svg';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>\n';
    writeFileSync(join(e, 'media', newFile), svg);
    const news = newsOf(e);
    (news[0] as Article).cover = `/media/${newFile}`;
    writeFileSync(join(e, 'data/news.yaml'), yamlText(news));
    const taken = (first.cover ?? '').replace(/^\/media\//, '');
    expect(taken).not.toBe('');
    const servedBytes = readFileSync(join(site, 'media', taken));
    writeFileSync(join(e, 'media', taken), Buffer.concat([servedBytes, Buffer.from('\n')]));

    const versions = await versionCount();
    const contentVersion = await readContentVersion(t.db);
    const refused = seedFrom(e, true);
    await expect(refused).rejects.toThrow(MediaConflictError);
    await expect(refused).rejects.toThrow(taken);
    await expect(refused).rejects.toMatchObject({ files: [taken] });
    expect(await versionCount()).toBe(versions);
    expect(await readContentVersion(t.db)).toBe(contentVersion);
    expect(tree(join(site, 'media')).has(newFile)).toBe(false);
    expect(readFileSync(join(site, 'media', taken)).equals(servedBytes)).toBe(true);

    // The same bytes again: the new file is copied, the rest left alone, the changed record one version.
    writeFileSync(join(e, 'media', taken), servedBytes);
    const seeded = await seedFrom(e, true);
    expect(seeded).toMatchObject({ versions: 1, mediaCopied: 1, mediaSame: tree(join(e, 'media')).size - 1 });
    expect(readFileSync(join(site, 'media', newFile), 'utf8')).toBe(svg);
    const row = await t.db.selectFrom('articles').select('cover').where('id', '=', first.id).executeTakeFirst();
    expect(row?.cover).toBe(`/media/${newFile}`);
    expect(differences(e, (await exportTo('f')).outDir)).toEqual([]);
  });

  it('refuses to export into a folder that is not empty unless --force, writing nothing', async () => {
    const dir = join(root, 'not-empty');
    mkdirSync(dir);
    writeFileSync(join(dir, 'note.txt'), 'keep me');
    await expect(exportTo('not-empty')).rejects.toThrow(ExportDirNotEmptyError);
    expect([...tree(dir).keys()]).toEqual(['note.txt']);
    const forced = await exportTo('not-empty', true);
    expect(tree(dir).get('note.txt')?.toString()).toBe('keep me');
    expect(differences(forced.outDir, (await exportTo('empty')).outDir)).toEqual(['note.txt']);
  });

  it('runs as the operator runs it: npm run content -- export, then npm run seed -- --from --replace', async () => {
    const env: NodeJS.ProcessEnv = { CONTENT_DIR: site };
    if (t.dialect === 'postgres') {
      env.DATABASE_URL = `${process.env.TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${t.schema}`)}`;
    } else {
      env.DATA_DIR = dirname(t.file ?? '');
    }
    const out = join(root, 'by-cli');
    const exported = run(CONTENT_CLI, ['export', out], env);
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    expect(exported.stdout).toMatch(/^Exported the \w+ database's published content into .* in \d+ ms:\n/);
    expect(exported.stdout).toMatch(/ 27 YAML files, \d+ published records\n/);
    expect(exported.stdout).toMatch(/ \d+ page files \(pages\/<id>\/<lang>\.yaml\)\n/);
    expect(differences(out, (await exportTo('in-process')).outDir)).toEqual([]);
    expect(run(CONTENT_CLI, ['export', out], env)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('is not empty'),
    });

    const seeded = run(SEED_CLI, ['--from', out, '--replace'], env);
    expect(seeded.status).toBe(0);
    expect(seeded.stdout).toContain(`Imported ${out} into ${t.dialect}`);
    expect(seeded.stdout).toContain('  0 record(s) new or changed since the last seed');
    expect(seeded.stdout).toMatch(/media: 0 file\(s\) copied into .*, \d+ already there/);
  });

  it('carries uploaded files through export → seed --from --replace → export, byte-identical, and refuses a misnamed one', async () => {
    const pdf = pdfWithTitle('往返测试公告', 2);
    const blob = await new MediaStore(t.db).writeBytes(pdf);
    const { row } = await new MediaStore(t.db).keep(blob, {
      ext: 'pdf',
      kind: 'pdf',
      mime: 'application/pdf',
      original_name: 'round-trip.pdf',
      uploaded_by: 'account:test',
      uploaded_by_name: 'Test',
      uploaded_at: new Date().toISOString(),
      width: null,
      height: null,
      pdf_title: '往返测试公告',
      pdf_pages: 2,
    });
    const path = storedPath(row);
    const notice = {
      id: 'notice-round-trip-upload',
      date: '2026-11-21',
      type: 'periodic',
      file: path,
      zh: { title: '往返测试公告' },
    };
    await publishRecord(
      ctx(),
      editor,
      { collection: 'notices', id: notice.id },
      { json: notice, baseVersion: null },
      'zh',
    );

    const g = await exportTo('g');
    expect(g.uploadedFiles).toBeGreaterThanOrEqual(1);
    expect(readFileSync(join(g.outDir, 'media', 'u', storedName(row))).equals(pdf)).toBe(true);
    // The uploaded file goes to the store, never into the served folder.
    const seeded = await seedFrom(g.outDir, true);
    expect(seeded).toMatchObject({ versions: 0, mediaCopied: 0, uploadsStored: 0 });
    expect(tree(join(site, 'media')).has(`u/${storedName(row)}`)).toBe(false);
    expect(differences(g.outDir, (await exportTo('h')).outDir)).toEqual([]);

    // Into a fresh database: the file comes from the folder into the store, and the notice is served with it.
    const fresh = await createTestDatabase(dialect);
    try {
      await migrateToLatest(fresh.db);
      const into = await seedContent(fresh.db, { contentDir: site, from: g.outDir });
      expect(into.uploadsStored).toBe(g.uploadedFiles);
      const stored = await new MediaStore(fresh.db).find(row.sha256);
      expect(stored && (await new MediaStore(fresh.db).read(stored)).equals(pdf)).toBe(true);
      const noticeRow = await fresh.db.selectFrom('notices').selectAll().where('id', '=', notice.id).executeTakeFirst();
      expect(noticeRow).toMatchObject({ file_url: path, file_size: pdf.length });
      const again = await exportContent(fresh.db, { contentDir: site, outDir: join(root, 'i') });
      expect(differences(g.outDir, again.outDir)).toEqual([]);
    } finally {
      await fresh.cleanup();
    }

    // A file whose name is not the SHA-256 of its bytes refuses the whole seed.
    writeFileSync(join(g.outDir, 'media', 'u', storedName(row)), Buffer.concat([pdf, Buffer.from('tampered')]));
    const versions = await versionCount();
    await expect(seedFrom(g.outDir, true)).rejects.toThrow(UploadNameMismatchError);
    expect(await versionCount()).toBe(versions);
  });
});

describe('the content commands’ arguments', () => {
  it('resolves folders against where the command was typed', () => {
    expect(parseSeedArgs(['--from', 'export', '--replace'], '/home/op')).toEqual({
      from: resolve('/home/op/export'),
      replace: true,
    });
    expect(parseSeedArgs([], '/home/op')).toEqual({ from: undefined, replace: false });
    expect(parseContentArgs(['export', '../out', '--force'], '/home/op/site')).toEqual({
      command: 'export',
      outDir: resolve('/home/op/out'),
      force: true,
    });
  });

  it.each([[['--bogus']], [['--from']], [['--from', '']], [['content']]])('refuses seed %j', (args) => {
    expect(() => parseSeedArgs(args, '/')).toThrow(UsageError);
  });

  it.each([[[]], [['import', 'x']], [['export']], [['export', 'a', 'b']], [['export', 'a', '--replace']]])(
    'refuses content %j',
    (args) => {
      expect(() => parseContentArgs(args, '/')).toThrow(UsageError);
    },
  );

  it('prints the usage and exits 2 on arguments it does not know, before opening any database', () => {
    const seed = run(SEED_CLI, ['--bogus']);
    expect(seed.status).toBe(2);
    expect(seed.stderr).toContain('usage: npm run seed [-- [--from <dir>] [--replace]]');
    const content = run(CONTENT_CLI, ['frobnicate', 'out']);
    expect(content.status).toBe(2);
    expect(content.stderr).toBe(
      'Unknown command frobnicate\nusage: npm run content -- export <dir> [--force]\n' +
        '       npm run content -- import-prices <file.csv> --code <six-digit code>\n',
    );
  });
});
