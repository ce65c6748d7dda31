import type { FeedQuote } from './quote-feed.ts';

/**
 * Whether a feed's quote may replace the stored one. A feed that answers for another security (a code
 * reused, a vendor's mix-up), or says a price of 0 while trading, changes nothing: the last good quote
 * stays, with its own time.
 */

/**
 * Markers the exchange puts before a short name on some days (XD ex-dividend, XR ex-rights, DR both,
 * N first day, C the first days after listing); the name is then cut to fit, as XD牧原股.
 */
const DAY_MARKER = /^(XD|XR|DR|N|C)/;

/** Whether the feed's name is the security's Chinese short name, whole or as the exchange shortens it on marked days. */
export function isOwnName(feedName: string, ownName: string): boolean {
  if (feedName === ownName) return true;
  const rest = feedName.replace(DAY_MARKER, '');
  return rest !== feedName && rest.length >= 2 && ownName.startsWith(rest);
}

/** Null when the quote may be stored, else why not. */
export function rejection(quote: FeedQuote, ownName: string | undefined): string | null {
  if (ownName === undefined) return `${quote.code}: not a code of ours`;
  if (!isOwnName(quote.name, ownName)) return `${quote.code}: named ${JSON.stringify(quote.name)}, not ${ownName}`;
  if (!(quote.prevClose > 0)) return `${quote.code}: no previous close`;
  if (quote.status === 'trading' && !(quote.price > 0)) return `${quote.code}: price ${quote.price}`;
  if (quote.high < quote.low) return `${quote.code}: high ${quote.high} below low ${quote.low}`;
  return null;
}
