import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const MEDIA_CACHE = 'public, max-age=86400';
const OTHER_CACHE = 'public, max-age=3600';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><h1>The web app has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>) and reload. The API is running.</p></body></html>`;

/** Hashed build output never changes under its name; index.html must be revalidated on every visit. */
function distCacheControl(reply: FastifyReply, path: string): void {
  if (path.includes(`${sep}assets${sep}`)) reply.header('cache-control', IMMUTABLE);
  else if (path.endsWith('index.html')) reply.header('cache-control', NO_CACHE);
  else reply.header('cache-control', OTHER_CACHE);
}

/**
 * The built SPA at `/` and `/en/` (the same index.html; the client reads the language from the path),
 * its files, and the content media at `/media/`. ETags and 304s come from @fastify/static,
 * compression from @fastify/compress. Without a build, `/` explains how to make one.
 */
export async function registerStaticSite(app: FastifyInstance, webDist: string, mediaDir: string): Promise<void> {
  if (existsSync(mediaDir)) {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (reply) => reply.header('cache-control', MEDIA_CACHE),
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

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    cacheControl: false,
    index: ['index.html'],
    setHeaders: distCacheControl,
  });
  app.get('/en/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
}
