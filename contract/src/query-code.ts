/**
 * The query code a reporter gets for an integrity report: random bits written in Crockford Base32
 * (digits and letters without I, L, O, U, so nothing reads as something else), in groups of four,
 * with Crockford's check symbol last, so a mistyped code is caught before any lookup. Zod-free: the
 * web's form checks codes with it too.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Crockford's check symbols: the 32 digits and five more for the values 32–36. */
const CHECK_SYMBOLS = `${ALPHABET}*~$=U`;
/** 23 symbols of 5 bits = 115 random bits, then one check symbol: 24 symbols, six groups of four. */
export const CODE_DATA_SYMBOLS = 23;
export const CODE_RANDOM_BITS = CODE_DATA_SYMBOLS * 5;
const GROUP = 4;

/** The value of a check symbol: the code's number modulo 37 (37 is prime, so any single wrong symbol shows). */
function checkSymbol(symbols: string): string {
  let rest = 0;
  for (const s of symbols) rest = (rest * 32 + ALPHABET.indexOf(s)) % 37;
  return CHECK_SYMBOLS[rest] ?? '?';
}

/** Writes `bytes` (at least 15 random bytes) as a grouped code with its check symbol. */
export function formatQueryCode(bytes: Uint8Array): string {
  if (bytes.length * 8 < CODE_RANDOM_BITS) throw new Error(`a query code needs ${CODE_RANDOM_BITS} random bits`);
  let bits = '';
  for (const b of bytes) bits += b.toString(2).padStart(8, '0');
  let symbols = '';
  for (let i = 0; i < CODE_DATA_SYMBOLS; i++) symbols += ALPHABET[Number.parseInt(bits.slice(i * 5, i * 5 + 5), 2)];
  const all = symbols + checkSymbol(symbols);
  return all.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? all;
}

export type CodeCheck = { ok: true; code: string } | { ok: false; reason: 'format' | 'check' };

/**
 * Reads a code as a person typed it: case, spaces and hyphens do not matter, and O/I/L read as 0/1/1
 * (Crockford's rule). Gives the canonical grouped form, or why it is not a valid code.
 */
export function parseQueryCode(input: string): CodeCheck {
  const raw = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (raw.length !== CODE_DATA_SYMBOLS + 1) return { ok: false, reason: 'format' };
  const data = raw.slice(0, CODE_DATA_SYMBOLS);
  const check = raw.slice(CODE_DATA_SYMBOLS);
  if ([...data].some((s) => !ALPHABET.includes(s)) || !CHECK_SYMBOLS.includes(check)) {
    return { ok: false, reason: 'format' };
  }
  if (checkSymbol(data) !== check) return { ok: false, reason: 'check' };
  return { ok: true, code: (data + check).match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? raw };
}
