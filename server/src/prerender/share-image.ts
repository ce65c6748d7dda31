import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { notFound } from '../http/errors.ts';

/**
 * Share-card pictures. The site's banners and covers are SVG, which link previews (WeChat, Open
 * Graph readers) do not show; each gets a PNG rendition in the card's 1200 × 630, cropped from the
 * middle, made on first request and kept in memory.
 */
export const SHARE_IMAGE_PREFIX = '/share-images/';
const WIDTH = 1200;
const HEIGHT = 630;
const CACHE_BYTES = 16 * 1024 * 1024;
const CACHE_CONTROL = 'public, max-age=86400';
const NAME = /^[A-Za-z0-9_-][A-Za-z0-9_./-]*\.png$/;

/** The share-card address of a site picture: a `/media/….svg` has a PNG rendition, others serve as they are. */
export function shareImageUrl(image: string): string {
  const svg = /^\/media\/([A-Za-z0-9_./-]+)\.svg$/.exec(image);
  return svg?.[1] && !svg[1].includes('..') ? `${SHARE_IMAGE_PREFIX}${svg[1]}.png` : image;
}

/** The SVG drawn at the card's size: the root's own size replaced, its view box covering the card. */
export function cardSvg(svg: string): string {
  return svg.replace(/<svg\b([^>]*)>/, (_whole, attributes: string) => {
    const kept = attributes.replace(/\s(?:width|height|preserveAspectRatio)\s*=\s*("[^"]*"|'[^']*')/g, '');
    return `<svg${kept} width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice">`;
  });
}

interface Rendition {
  png: Buffer;
  etag: string;
}

export default async function shareImageRoutes(app: FastifyInstance, { mediaDir }: { mediaDir: string }) {
  const realMedia = realpathSync(mediaDir);
  const cache = new LRUCache<string, Rendition>({ maxSize: CACHE_BYTES, sizeCalculation: (r) => r.png.length });
  // A new content version may bring new pictures under the same names.
  const keyOf = (name: string) => `${app.contentState.version} ${name}`;

  async function render(name: string): Promise<Rendition> {
    const file = resolve(realMedia, name.replace(/\.png$/, '.svg'));
    const real = await realpath(file).catch(() => null);
    if (!real?.startsWith(realMedia + sep)) throw notFound();
    let png: Buffer;
    try {
      png = new Resvg(cardSvg(await readFile(real, 'utf8')), { fitTo: { mode: 'original' } }).render().asPng();
    } catch (err) {
      app.log.warn({ err, name }, 'share image: the picture could not be drawn');
      throw notFound();
    }
    return { png, etag: `"${createHash('sha1').update(png).digest('base64url').slice(0, 22)}"` };
  }

  app.get<{ Params: { '*': string } }>(
    `${SHARE_IMAGE_PREFIX}*`,
    {
      schema: { hide: true },
      compress: false,
      preHandler: async (request, reply) => {
        const name = request.params['*'];
        if (!NAME.test(name) || name.includes('..')) throw notFound();
        if (!cache.has(keyOf(name))) await app.contentRateLimit.call(app, request, reply);
      },
    },
    async (request, reply) => {
      const name = request.params['*'];
      const key = keyOf(name);
      let rendition = cache.get(key);
      if (!rendition) {
        rendition = await render(name);
        cache.set(key, rendition);
      }
      reply.header('content-type', 'image/png').header('cache-control', CACHE_CONTROL).header('etag', rendition.etag);
      if (request.headers['if-none-match'] === rendition.etag) return reply.code(304).send();
      return reply.send(rendition.png);
    },
  );
}
