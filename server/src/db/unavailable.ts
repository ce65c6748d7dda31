/**
 * Whether an error means the database cannot answer right now (down, unreachable, overloaded, timed
 * out, closed) rather than that the request or the code is wrong. Such failures become 503 answers,
 * which load balancers and clients retry, instead of 500s.
 */

/** Network failures reported by Node for a connection to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** PostgreSQL SQLSTATEs of an unavailable server: connection exceptions (08), shutdown (57P0x), cancel on timeout, too many connections. */
const POSTGRES_STATE = /^(08...|57P0.|57014|53300)$/;

/** SQLite result codes of a database file that is locked, gone or unreadable. */
const SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|READONLY|PROTOCOL)/;

/** Driver messages without a code: pg-pool connect timeout, pg read timeout, closed connections and pools. */
const DRIVER_MESSAGE =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|Client has encountered a connection error|driver has already been destroyed|database connection is not open|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATE.test(code) || SQLITE_CODE.test(code))) {
    return true;
  }
  return DRIVER_MESSAGE.test(error.message);
}
