import { FIRST_PAINT_LIMIT_BYTES, type FirstPaintPage, INITIAL_WINDOW_BYTES } from '../first-paint/first-paint.ts';
import { code, count, table } from './markdown.ts';

/** How many of the heaviest pages of each layout the table lists. */
const LISTED = 8;

/** The heaviest pages of each layout before their first paint, and how all pages stand. */
export function renderFirstPaint(pages: readonly FirstPaintPage[]): string {
  const sent = (p: FirstPaintPage) => p.htmlBytes + p.blockingBytes;
  const rows = (['desktop', 'phone'] as const).flatMap((layout) =>
    pages
      .filter((p) => p.layout === layout)
      .sort((a, b) => sent(b) - sent(a))
      .slice(0, LISTED)
      .map((p) => [
        code(p.path),
        layout,
        count(p.htmlBytes),
        p.blocking.length ? `${count(p.blockingBytes)} (${p.blocking.map(code).join(', ')})` : 'none',
        count(sent(p)),
        String(p.roundTrips),
      ]),
  );
  const within = pages.filter((p) => sent(p) <= FIRST_PAINT_LIMIT_BYTES && p.roundTrips === 1).length;
  return [
    `What each page sends before it can paint: its HTML and the files its head blocks rendering on (style sheets for the screen, classic scripts), as the server sends them with \`Accept-Encoding: br\`, every page of /sitemap.xml with the desktop and the phone user agent. Round trips are counted from a fresh connection in slow start (the first window ${count(INITIAL_WINDOW_BYTES)} bytes, RFC 6928; doubling each round), the handshakes left out; a page that blocks on a file pays one more request and that file's rounds. ${within} of ${pages.length} pages paint after one round trip with at most ${count(FIRST_PAINT_LIMIT_BYTES)} bytes. The heaviest ${LISTED} of each layout:`,
    '',
    table(['Page', 'Layout', 'HTML (br)', 'Blocking (br)', 'Before first paint', 'Round trips'], 'llrrrr', rows),
  ].join('\n');
}
