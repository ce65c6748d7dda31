import { readFileSync } from 'node:fs';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { totpCode } from '../../../server/src/admin/totp.ts';

/** The enrollment address a server logs once on a database without accounts (server/src/admin/first-admin.ts). */
const FIRST_ADMIN_ADDRESS = /(https?:\/\/[^\s"]+\/admin\/#\/enroll\/([A-Za-z0-9_-]+))/;
const BENCH_PASSWORD = 'bench staff passphrase 2026';
export const BENCH_EMAIL = 'bench.admin@example.com';

/** A signed-in staff member: the session cookie a browser would send, and an API token of the same person. */
export interface StaffCredentials {
  /** `name=value` of the session cookie. */
  cookie: string;
  /** A bearer token made by the same admin (its role: viewer). */
  token: string;
}

/**
 * The headers of a call with the session cookie as the console's fetch sends them in a browser: with the
 * cookie, the server answers only a request whose Fetch Metadata says it is such a fetch (no picture, frame
 * or page of the site can borrow the session; server/src/admin/cross-site.ts).
 */
export function sessionHeaders(cookie: string): Record<string, string> {
  return { Cookie: cookie, 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'same-origin' };
}

/** Waits until the server's log names the first admin's enrollment address. */
async function firstAdminAddress(logPath: string, timeoutMs = 20_000): Promise<{ origin: string; token: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = FIRST_ADMIN_ADDRESS.exec(readFileSync(logPath, 'utf8'));
    if (found?.[1] && found[2]) return { origin: new URL(found[1]).origin, token: found[2] };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no first-admin enrollment address in ${logPath}`);
}

async function post(
  baseUrl: string,
  origin: string,
  path: string,
  body: unknown,
  cookie?: string,
): Promise<{ data: Record<string, unknown>; setCookie: string[] }> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...(cookie ? sessionHeaders(cookie) : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return { data: (JSON.parse(text) as { data: Record<string, unknown> }).data, setCookie: res.headers.getSetCookie() };
}

/**
 * Enrolls the first admin of a fresh server with a password and a TOTP code, as the console does
 * (passkeys need a browser), and makes an API token with the fresh session: the credentials the
 * bench's signed-in calls send.
 */
export async function enrollBenchAdmin(baseUrl: string, logPath: string): Promise<StaffCredentials> {
  const { origin, token } = await firstAdminAddress(logPath);
  const start = await post(baseUrl, origin, ADMIN_PATHS.enrollmentPasswordStart, { token, password: BENCH_PASSWORD });
  const done = await post(baseUrl, origin, ADMIN_PATHS.enrollmentPassword, {
    token,
    name: 'Bench admin',
    email: BENCH_EMAIL,
    password: BENCH_PASSWORD,
    ceremonyId: start.data.ceremonyId,
    code: totpCode(String(start.data.secret), Date.now()),
  });
  const cookie = done.setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.includes('='));
  if (!cookie) throw new Error('enrollment set no session cookie');
  // Just enrolled: the session's check is fresh, so making a token needs no second one.
  const made = await post(baseUrl, origin, ADMIN_PATHS.tokens, { name: 'bench', roles: ['viewer'] }, cookie);
  if (typeof made.data.secret !== 'string') throw new Error(`no token in ${JSON.stringify(made.data)}`);
  return { cookie, token: made.data.secret };
}
