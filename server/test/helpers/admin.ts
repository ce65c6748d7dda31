import { randomBytes } from 'node:crypto';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createInvitation } from '../../src/admin/invitations.ts';
import { totpCode } from '../../src/admin/totp.ts';
import type { Db } from '../../src/db/database.ts';
import { clientAddress } from './client-address.ts';

/** The origin a test app's admin expects (no SITE_URL; HOST 0.0.0.0, PORT 8080 from the defaults). */
export const ADMIN_ORIGIN = 'http://localhost:8080';
/** The development cookie's name (plain-HTTP localhost). */
export const COOKIE_NAME = 'muyuan-admin';

/** A clock the test moves by hand; starts at the real time (TOTP codes are made for it). */
export class FakeClock {
  ms = Date.now();
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** An address of its own per test: shared Redis keeps attempt counts between runs. */
export const staffEmail = (name = 'staff') => `${name}-${randomBytes(4).toString('hex')}@muyuan.example`;

export const STRONG_PASSWORD = 'pig barns at dawn 2026';

/**
 * The Fetch Metadata of the console's own `fetch` in a browser: with the session cookie, the server
 * answers nothing else (admin/cross-site.ts).
 */
export const CONSOLE_FETCH = { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' } as const;

/** The headers of a request with the session cookie as the console's fetch sends it. */
export const sessionHeaders = (cookie: string) => ({ cookie: `${COOKIE_NAME}=${cookie}`, ...CONSOLE_FETCH });

export interface Caller {
  cookie?: string;
  token?: string;
  origin?: string | null;
  fetchSite?: string;
  /**
   * `Sec-Fetch-Dest` and `Sec-Fetch-Mode`: by default the console fetch's (`empty`, `cors`) when a cookie is
   * sent, none otherwise; `null` sends none.
   */
  fetchDest?: string | null;
  fetchMode?: string | null;
  ip?: string;
}

/** An admin API call as the console makes it: same origin, JSON body, the session cookie. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Caller = {},
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { lang: 'en' };
  if (who.origin !== null) headers.origin = who.origin ?? ADMIN_ORIGIN;
  if (who.fetchSite) headers['sec-fetch-site'] = who.fetchSite;
  const dest = who.fetchDest === undefined && who.cookie ? CONSOLE_FETCH['sec-fetch-dest'] : who.fetchDest;
  const mode = who.fetchMode === undefined && who.cookie ? CONSOLE_FETCH['sec-fetch-mode'] : who.fetchMode;
  if (dest) headers['sec-fetch-dest'] = dest;
  if (mode) headers['sec-fetch-mode'] = mode;
  if (who.cookie) headers.cookie = `${COOKIE_NAME}=${who.cookie}`;
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: who.ip ?? '203.0.113.9',
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

/** The session secret a response set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === COOKIE_NAME);
  if (!cookie?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return cookie.value;
}

export interface Enrolled {
  email: string;
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
  cookie: string;
}

/** Invites (straight in the database) and enrolls a person with password + TOTP through the API. */
export async function enrollWithPassword(
  app: FastifyInstance,
  db: Db,
  clock: FakeClock,
  roles: StaffRole[],
  email = staffEmail(roles.join('-')),
): Promise<Enrolled> {
  const invitation = await createInvitation(db, clock.now(), { email, roles });
  const ip = clientAddress();
  const start = await call(
    app,
    'POST',
    ADMIN_PATHS.enrollmentPasswordStart,
    { ip },
    {
      token: invitation.secret,
      password: STRONG_PASSWORD,
    },
  );
  if (start.statusCode !== 200) throw new Error(`enrollment start: ${start.statusCode} ${start.body}`);
  const { ceremonyId, secret } = start.json().data as { ceremonyId: string; secret: string };
  const done = await call(
    app,
    'POST',
    ADMIN_PATHS.enrollmentPassword,
    { ip },
    {
      token: invitation.secret,
      name: `Name of ${email}`,
      password: STRONG_PASSWORD,
      ceremonyId,
      code: totpCode(secret, clock.now()),
    },
  );
  if (done.statusCode !== 200) throw new Error(`enrollment: ${done.statusCode} ${done.body}`);
  // The code just used is spent: the next one belongs to a later time step.
  clock.advance(30_000);
  return {
    email,
    password: STRONG_PASSWORD,
    totpSecret: secret,
    recoveryCodes: done.json().data.recoveryCodes,
    cookie: sessionCookie(done),
  };
}

/** Signs in with password + a fresh TOTP code (moving the clock on one step afterwards). */
export async function signIn(app: FastifyInstance, clock: FakeClock, who: Enrolled, ip = clientAddress()) {
  const res = await call(
    app,
    'POST',
    ADMIN_PATHS.passwordSignIn,
    { ip },
    {
      email: who.email,
      password: who.password,
      code: totpCode(who.totpSecret, clock.now()),
    },
  );
  clock.advance(30_000);
  return res;
}
