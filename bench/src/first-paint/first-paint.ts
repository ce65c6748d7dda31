/**
 * What each page sends before it can paint (issue 43, point 3): its HTML and the style sheets and scripts its
 * head blocks rendering on, compressed as the server sends them, and how many round trips that takes. The
 * physical limit is one: the HTML with what it needs inside TCP's first window.
 */

/** TCP's initial window (RFC 6928: ten segments of 1,460 bytes): what the first round trip can carry. */
export const INITIAL_WINDOW_BYTES = 10 * 1460;
/** The limit for the HTML and what it needs before its first paint, compressed. */
export const FIRST_PAINT_LIMIT_BYTES = 14 * 1024;

/**
 * Round trips to deliver `bytes` from a fresh connection in slow start (the window doubling each round
 * trip from INITIAL_WINDOW_BYTES), the handshakes not counted: 1 up to 14,600 bytes, 2 up to 43,800.
 */
export function slowStartRounds(bytes: number): number {
  let rounds = 1;
  let window = INITIAL_WINDOW_BYTES;
  let sent = window;
  while (sent < bytes) {
    window *= 2;
    sent += window;
    rounds++;
  }
  return rounds;
}

/** The head's resources that hold the first paint back: style sheets for the screen and classic scripts. */
export function renderBlockingOf(html: string): string[] {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const blocking: string[] = [];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\srel="([^"]*)"/i.exec(tag)?.[1] ?? '';
    const media = /\smedia="([^"]*)"/i.exec(tag)?.[1] ?? 'all';
    const href = /\shref="([^"]*)"/i.exec(tag)?.[1];
    if (rel.split(/\s+/).includes('stylesheet') && /^(all|screen)$/i.test(media.trim()) && href) blocking.push(href);
  }
  for (const [tag] of head.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1];
    const deferred = /\s(async|defer)\b/i.test(tag) || /\stype="module"/i.test(tag);
    if (src && !deferred) blocking.push(src);
  }
  return blocking;
}

export interface FirstPaintPage {
  path: string;
  layout: 'desktop' | 'phone';
  /** The HTML as sent with `Accept-Encoding: br` (body bytes). */
  htmlBytes: number;
  /** The render-blocking files the head names, and their bytes as sent. */
  blocking: string[];
  blockingBytes: number;
  /** The HTML's rounds, then (when it names any) one more request and the blocking files' rounds. */
  roundTrips: number;
}

/** The first-paint figures of one page from its HTML and the sizes of what it blocks on. */
export function firstPaintOf(
  path: string,
  layout: FirstPaintPage['layout'],
  htmlBytes: number,
  blocking: readonly { url: string; bytes: number }[],
): FirstPaintPage {
  const blockingBytes = blocking.reduce((sum, file) => sum + file.bytes, 0);
  const roundTrips = slowStartRounds(htmlBytes) + (blocking.length > 0 ? slowStartRounds(blockingBytes) : 0);
  return { path, layout, htmlBytes, blocking: blocking.map((f) => f.url), blockingBytes, roundTrips };
}
