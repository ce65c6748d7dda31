import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { readContentMeta, readContentVersion, writeContentMeta } from '../src/content-model/content-meta.ts';
import { filesUnder } from '../src/content-model/files-under.ts';
import { ADMIN_ORIGIN } from './helpers/admin.ts';
import { pdfWithTitle } from './helpers/media-files.ts';
import { get } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const STYLE = `${'.a{color:red}'.repeat(400)}\n`;
/** What a build writes beside a file: its brotli form at the highest level. */
const PRECOMPRESSED_STYLE = brotliCompressSync(STYLE, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

const ADMIN_PAGE =
  '<!doctype html><html><head><script type="module" src="/admin/assets/index-Zz99Yy.js"></script></head><body><div id="root"></div></body></html>';

/** The console is answered on the site's own host (elsewhere it redirects there: admin-console-address.test.ts). */
const CONSOLE_HOST = { host: new URL(ADMIN_ORIGIN).host };

/** A stand-in for web/dist: what matters here is how the server serves a build, not the build. */
function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'muyuan-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(readFileSync(join(dir, 'index.html'))));
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-Ef34Gh.css'), STYLE);
  writeFileSync(join(dir, 'assets', 'index-Ef34Gh.css.br'), PRECOMPRESSED_STYLE);
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  // The console's own build (web/vite.admin.config.ts).
  mkdirSync(join(dir, 'admin', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'admin', 'index.html'), ADMIN_PAGE);
  writeFileSync(join(dir, 'admin', 'index.html.br'), brotliCompressSync(ADMIN_PAGE));
  writeFileSync(join(dir, 'admin', 'assets', 'index-Zz99Yy.js'), SCRIPT);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('static site', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    t = await createTestApp('sqlite', { webDist: dist });
  });
  afterAll(async () => {
    await t?.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the same index.html at / and /en/, never cached, and redirects /en to /en/', async () => {
    const root = await get(t.app, '/');
    const en = await get(t.app, '/en/');
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toMatch(/text\/html/);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(en.statusCode).toBe(200);
    expect(en.body).toBe(root.body);
    expect(en.headers['cache-control']).toBe('no-cache');
    // Asked for by name, and in its precompressed form, it is no more cacheable.
    const named = await get(t.app, '/index.html', 'zh', { 'accept-encoding': 'br' });
    expect(named.headers['content-encoding']).toBe('br');
    expect(named.headers['cache-control']).toBe('no-cache');
    const bare = await get(t.app, '/en');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/en/');
  });

  it('serves the console at /admin and /admin/, never stored or indexed, under a stricter CSP than the public pages', async () => {
    const publicPolicy = String((await get(t.app, '/')).headers['content-security-policy']);
    for (const [path, encoding] of [
      ['/admin', 'identity'],
      ['/admin/', 'identity'],
      ['/admin/', 'br'],
      ['/admin/index.html', 'identity'],
    ] as const) {
      const res = await get(t.app, path, 'zh', { 'accept-encoding': encoding, ...CONSOLE_HOST });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      if (encoding === 'identity') expect(res.body, path).toBe(ADMIN_PAGE);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers['x-robots-tag'], path).toBe('noindex, nofollow');
      const policy = String(res.headers['content-security-policy']);
      expect(policy, path).not.toBe(publicPolicy);
      expect(policy, path).toContain("default-src 'none'");
      expect(policy, path).toMatch(/script-src 'self';/);
      expect(policy, path).not.toContain('unsafe-inline');
      expect(policy, path).toContain("frame-ancestors 'none'");
    }
    // Its scripts are not kept either (every /admin answer is no-store), and the public ones are unaffected.
    const script = await get(t.app, '/admin/assets/index-Zz99Yy.js', undefined, CONSOLE_HOST);
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('no-store');
    expect((await get(t.app, '/')).headers['cache-control']).toBe('no-cache');
    // The compliance console's own address is the console's cases screen.
    const cases = await get(t.app, '/admin/cases', undefined, CONSOLE_HOST);
    expect([cases.statusCode, cases.headers.location]).toEqual([302, '/admin/#/cases']);
    // Attachments the console opens are blob: images and frames; nothing else may load from blob:.
    const policy = String((await get(t.app, '/admin/', undefined, CONSOLE_HOST)).headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("frame-src 'self' blob:");
    expect(policy).not.toMatch(/script-src[^;]*blob:/);
  });

  it('caches hashed assets immutably with an ETag that answers 304', async () => {
    const asset = await get(t.app, '/assets/index-Ab12Cd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(asset.headers.etag);
    expect(etag).not.toBe('undefined');
    expect((await get(t.app, '/assets/index-Ab12Cd.js', undefined, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('compresses files with brotli and gzip', async () => {
    const br = await get(t.app, '/assets/index-Ab12Cd.js', undefined, { 'accept-encoding': 'br' });
    const gz = await get(t.app, '/assets/index-Ab12Cd.js', undefined, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('serves the brotli file the build made beside an asset, as it is', async () => {
    const res = await get(t.app, '/assets/index-Ef34Gh.css', undefined, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(PRECOMPRESSED_STYLE)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(STYLE);
    const plain = await get(t.app, '/assets/index-Ef34Gh.css');
    expect(plain.body).toBe(STYLE);
  });

  it('serves no dotfile of the build', async () => {
    expect((await get(t.app, '/.env')).statusCode).toBe(404);
  });

  it('serves content media under /media/', async () => {
    const logo = await get(t.app, '/media/brand/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.headers.etag).toBeDefined();
    expect((await get(t.app, '/media/../site.yaml')).statusCode).toBe(404);
    expect((await get(t.app, '/media/brand/none.svg')).statusCode).toBe(404);
  });

  it('serves every seed PDF as filed, typed, never sniffed, in a sandbox (announcements, reports)', async () => {
    const mediaDir = join(REPO_ROOT, 'content', 'media');
    const pdfs = filesUnder(mediaDir).files.filter((name) => name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(10);
    for (const name of pdfs) {
      const res = await get(t.app, `/media/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type'], name).toBe('application/pdf');
      expect(res.headers['content-security-policy'], name).toBe('sandbox');
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.rawPayload.equals(readFileSync(join(mediaDir, name))), name).toBe(true);
    }
  });

  it('sends a strict Content-Security-Policy and other security headers', async () => {
    const res = await get(t.app, '/');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' 'sha256-",
      "style-src 'self' 'unsafe-inline'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('hm.baidu.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows Baidu Tongji in the CSP once site.yaml sets an analytics id', async () => {
    const site = JSON.parse((await readContentMeta(t.db, 'site')) ?? '{}') as Record<string, unknown>;
    const version = (await readContentVersion(t.db)) ?? 0;
    await writeContentMeta(t.db, {
      site: JSON.stringify({ ...site, analytics: { baiduTongjiId: 'abc123' } }),
      version: String(version + 1),
    });
    await t.app.contentState.refresh();
    const csp = String((await get(t.app, '/')).headers['content-security-policy']);
    expect(csp).toMatch(
      // The three inline scripts (reading settings, hash-route guard, app loader), then Baidu.
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){3} https:\/\/hm\.baidu\.com;/,
    );
    expect(csp).toContain("connect-src 'self' https://hm.baidu.com");
  });
});

describe('media folder', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'muyuan-media-'));
    const media = join(root, 'content', 'media');
    mkdirSync(join(media, 'brand'), { recursive: true });
    writeFileSync(join(media, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(media, 'files'));
    writeFileSync(join(media, 'files', 'notice.pdf'), pdfWithTitle('公告'));
    writeFileSync(join(media, 'files', 'LEGACY.PDF'), pdfWithTitle('Old notice'));
    writeFileSync(join(media, '.htpasswd'), 'admin:secret');
    mkdirSync(join(media, '.git'));
    writeFileSync(join(media, '.git', 'config'), '[core]');
    writeFileSync(join(root, 'outside.txt'), 'not for the public');
    symlinkSync(join(root, 'outside.txt'), join(media, 'brand', 'leak.svg'));
    symlinkSync(root, join(media, 'up'));
    t = await createTestApp('sqlite', { contentDir: join(root, 'content') });
  });
  afterAll(async () => {
    await t?.cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves its files and no dotfile', async () => {
    expect((await get(t.app, '/media/brand/logo.svg')).statusCode).toBe(200);
    for (const url of ['/media/.htpasswd', '/media/.git/config']) {
      const res = await get(t.app, url, 'en');
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(404);
    }
  });

  it('serves a PDF (whatever the case of its extension) typed, never sniffed, in a sandbox, also to HEAD and when unchanged', async () => {
    for (const [url, title] of [
      ['/media/files/notice.pdf', '公告'],
      ['/media/files/LEGACY.PDF', 'Old notice'],
    ] as const) {
      const res = await get(t.app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(pdfWithTitle(title)), url).toBe(true);
      const head = await t.app.inject({ method: 'HEAD', url });
      const again = await get(t.app, url, undefined, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      for (const answer of [res, head]) {
        expect(answer.headers['content-type'], url).toBe('application/pdf');
        expect(answer.headers['content-security-policy'], url).toBe('sandbox');
        expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      }
    }
    // Not a PDF: the site's own policy, not the sandbox.
    expect((await get(t.app, '/media/brand/logo.svg')).headers['content-security-policy']).not.toBe('sandbox');
  });

  it('follows no symbolic link out of the media folder', async () => {
    for (const url of ['/media/brand/leak.svg', '/media/up/outside.txt']) {
      const res = await get(t.app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('not for the public');
    }
  });
});

describe('static site without a build', () => {
  it('answers / with a 503 page that says to build, while the API works', async () => {
    const t = await createTestApp('sqlite', { webDist: join(tmpdir(), 'muyuan-no-such-dist') });
    try {
      const res = await get(t.app, '/');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect((await get(t.app, '/healthz')).statusCode).toBe(200);
    } finally {
      await t.cleanup();
    }
  });
});
