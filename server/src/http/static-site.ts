import { existsSync, realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from './errors.ts';
import { PDF_HEADERS } from './pdf-headers.ts';
import { ADMIN_CONTENT_SECURITY_POLICY } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const MEDIA_CACHE = 'public, max-age=86400';
const OTHER_CACHE = 'public, max-age=3600';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><h1>The web app has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>) and reload. The API is running.</p></body></html>`;

export interface StaticSiteOptions {
  webDist: string;
  mediaDir: string;
}

/**
 * Hashed build output never changes under its name; index.html must be revalidated on every visit. The
 * path is the file sent, which is `index.html.br` when the precompressed form goes out.
 */
function distCacheControl(reply: FastifyReply, path: string): void {
  if (path.includes(`${sep}assets${sep}`)) reply.header('cache-control', IMMUTABLE);
  else if (/index\.html(\.br|\.gz)?$/.test(path)) reply.header('cache-control', NO_CACHE);
  else reply.header('cache-control', OTHER_CACHE);
}

/**
 * The console's files (web/dist/admin): never stored by a browser or a proxy (as every /admin answer,
 * see admin/guard.ts), and its page under the back office's stricter policy.
 */
function adminFileHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', 'no-store');
  if (/\.html(\.br|\.gz)?$/.test(path)) reply.header('content-security-policy', ADMIN_CONTENT_SECURITY_POLICY);
}

/**
 * Refuses a file whose real location is outside `root`: a symbolic link in the media folder must not
 * publish the rest of the disk (the importer rejects such links too; this holds for links added later).
 */
function insideRoot(root: string) {
  const realRoot = realpathSync(root);
  return async (path: string) => {
    const real = await realpath(path);
    if (!real.startsWith(realRoot + sep)) throw notFound();
  };
}

/**
 * The built SPA's files (served as the build precompressed them, `.br`/`.gz` beside each), and the content media
 * at `/media/`. Dotfiles are not served. ETags and 304s come from @fastify/static; media are
 * compressed on the fly by @fastify/compress. Without a build, `/` explains how to make one. The pages
 * themselves (`/`, `/en/`, every path address) are the prerenderer's (prerender/routes.ts). The back
 * office's console is its own build in web/dist/admin, served at `/admin/` and never prerendered.
 */
export default async function staticSite(app: FastifyInstance, { webDist, mediaDir }: StaticSiteOptions) {
  if (existsSync(mediaDir)) {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      dotfiles: 'ignore',
      onFile: insideRoot(mediaDir),
      setHeaders: (reply, path) => {
        reply.header('cache-control', MEDIA_CACHE);
        // Announcements and reports as filed with the exchange: opened only in a sandbox.
        if (/\.pdf$/i.test(path)) reply.headers(PDF_HEADERS);
      },
    });
  }

  app.get('/en', { schema: { hide: true } }, (_request, reply) => reply.redirect('/en/', 301));

  if (!existsSync(resolve(webDist, 'index.html'))) {
    const notBuilt = (_request: unknown, reply: FastifyReply) =>
      reply
        .code(503)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(NOT_BUILT_PAGE);
    app.get('/', { schema: { hide: true } }, notBuilt);
    app.get('/en/', { schema: { hide: true } }, notBuilt);
    return;
  }

  const adminDir = resolve(webDist, 'admin');
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    cacheControl: false,
    index: ['index.html'],
    dotfiles: 'ignore',
    preCompressed: true,
    onFile: insideRoot(webDist),
    setHeaders: (reply, path) =>
      path.startsWith(adminDir + sep) ? adminFileHeaders(reply, path) : distCacheControl(reply, path),
  });
  // The console at `/admin` as at `/admin/` (its screens are hash routes; `/admin/` is the static index).
  if (existsSync(resolve(adminDir, 'index.html'))) {
    app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html', adminDir));
    // The compliance console's own address (issue 21) is the console's cases screen.
    app.get('/admin/cases', { schema: { hide: true } }, (_request, reply) => reply.redirect('/admin/#/cases', 302));
  }
}
