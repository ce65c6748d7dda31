import { randomInt } from 'node:crypto';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountByEmail } from '../src/admin/accounts.ts';
import { createInvitation } from '../src/admin/invitations.ts';
import { SIGN_IN_LIMITS } from '../src/admin/sign-in-throttle.ts';
import { totpCode } from '../src/admin/totp.ts';
import type { Dialect } from '../src/db/database.ts';
import {
  ADMIN_ORIGIN,
  call,
  type Enrolled,
  enrollWithPassword,
  FakeClock,
  signIn,
  staffEmail,
} from './helpers/admin.ts';
import { clientAddress } from './helpers/client-address.ts';
import { databases } from './helpers/databases.ts';
import { SoftAuthenticator } from './helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The sign-in limits under concurrency (issue 38): an attempt is counted before its password or code
 * is checked, so a burst sent at once gets no more checks than the same attempts sent one by one; and
 * the limits slow an address down from the client that failed, not its owner elsewhere.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const setups: [Dialect, 'memory' | 'redis'][] = [
  ...databases().map((d) => [d, 'memory'] as [Dialect, 'memory']),
  ...(redisUrl ? [[databases().at(-1) ?? 'sqlite', 'redis'] as [Dialect, 'redis']] : []),
];

const statuses = (answers: LightMyRequestResponse[]) => {
  const count = (status: number) => answers.filter((r) => r.statusCode === status).length;
  return { checked: count(401), waited: count(429), other: answers.length - count(401) - count(429) };
};

/** A wrong TOTP code for now (never the right one by chance). */
const wrongCode = (who: Enrolled, clock: FakeClock) => {
  const right = new Set([-30_000, 0, 30_000].map((d) => totpCode(who.totpSecret, clock.now() + d)));
  return ['000000', '111111', '222222', '333333'].find((c) => !right.has(c)) ?? '444444';
};

describe.each(setups)('sign-in limits under concurrency (%s, %s store)', (dialect, store) => {
  let t: TestApp;
  const clock = new FakeClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, store === 'redis' ? { redisUrl } : {}, { clock: clock.now });
  });
  afterAll(async () => t?.cleanup());

  const wrongPassword = (email: string, ip: string) =>
    call(
      t.app,
      'POST',
      ADMIN_PATHS.passwordSignIn,
      { ip },
      { email, password: 'guessing the password', code: '123456' },
    );

  const failuresRecorded = async (email: string) => {
    const account = await accountByEmail(t.db, email);
    const rows = await t.db
      .selectFrom('audit_log')
      .select('seq')
      .where('action', '=', 'sign_in_failed')
      .where('object', '=', `account:${account?.id}`)
      .execute();
    return rows.length;
  };

  it('checks only 5 of 25 wrong passwords sent at once for one address from one client; 429 for the rest', async () => {
    const victim = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    const ip = clientAddress();
    const answers = await Promise.all(Array.from({ length: 25 }, () => wrongPassword(victim.email, ip)));
    const { checked, waited, other } = statuses(answers);
    expect(other).toBe(0);
    expect(checked).toBe(SIGN_IN_LIMITS.pairFree);
    expect(waited).toBe(25 - checked);
    // Only checked attempts leave an audit row: the refused ones never reached the password.
    expect(await failuresRecorded(victim.email)).toBe(checked);
    // An unknown address is counted the same way (no account enumeration).
    const nobody = staffEmail('nobody');
    const unknown = statuses(await Promise.all(Array.from({ length: 25 }, () => wrongPassword(nobody, ip))));
    expect(unknown.checked).toBe(SIGN_IN_LIMITS.pairFree);
    expect(unknown.waited).toBe(25 - unknown.checked);
  });

  it('checks only 20 of 25 wrong passwords sent at once from one client for 25 addresses', async () => {
    const ip = clientAddress();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => wrongPassword(staffEmail(`a${i}`), ip)));
    const { checked, waited, other } = statuses(answers);
    expect(other).toBe(0);
    expect(checked).toBe(SIGN_IN_LIMITS.clientFree);
    expect(waited).toBe(25 - checked);
  });

  it('counts the addresses of one IPv6 /64 as one client: a new address per guess gains nothing', async () => {
    const victim = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    const line = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => wrongPassword(victim.email, `${line}::${(i + 1).toString(16)}`)),
    );
    const { checked, waited } = statuses(answers);
    expect(checked).toBe(SIGN_IN_LIMITS.pairFree);
    expect(waited).toBe(25 - checked);
    // The next /64 is another subscriber: the owner there signs in at once.
    expect((await signIn(t.app, clock, victim, `${line.replace(/:[0-9a-f]+$/, ':ffff')}::1`)).statusCode).toBe(200);
  });

  it('checks only 5 of 25 wrong recovery codes sent at once with the right password', async () => {
    const owner = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    const ip = clientAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call(
          t.app,
          'POST',
          ADMIN_PATHS.passwordSignIn,
          { ip },
          { email: owner.email, password: owner.password, code: `WRONG-CODE${String.fromCharCode(65 + i)}` },
        ),
      ),
    );
    const { checked, waited, other } = statuses(answers);
    expect(other).toBe(0);
    expect(checked).toBe(SIGN_IN_LIMITS.pairFree);
    expect(waited).toBe(25 - checked);
  });

  it('checks only 5 of 25 wrong step-up codes sent at once; the right code from another client passes', async () => {
    const person = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    const ip = clientAddress();
    const code = wrongCode(person, clock);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        call(t.app, 'POST', ADMIN_PATHS.stepUpTotp, { cookie: person.cookie, ip }, { code }),
      ),
    );
    const { checked, waited, other } = statuses(answers);
    expect(other).toBe(0);
    expect(checked).toBe(SIGN_IN_LIMITS.pairFree);
    expect(waited).toBe(25 - checked);
    const right = await call(
      t.app,
      'POST',
      ADMIN_PATHS.stepUpTotp,
      { cookie: person.cookie, ip: clientAddress() },
      { code: totpCode(person.totpSecret, clock.now()) },
    );
    expect(right.statusCode).toBe(200);
    clock.advance(30_000);
  });

  it('lets the owner in from another client at once after 5 wrong passwords from one client', async () => {
    const owner = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    const attacker = clientAddress();
    for (let i = 0; i < 5; i++) expect((await wrongPassword(owner.email, attacker)).statusCode).toBe(401);
    expect((await wrongPassword(owner.email, attacker)).statusCode).toBe(429);
    // The client that failed waits, even with the right password...
    expect((await signIn(t.app, clock, owner, attacker)).statusCode).toBe(429);
    // ...the owner, from another client, does not (signIn moved the clock on by one TOTP step only).
    expect((await signIn(t.app, clock, owner, clientAddress())).statusCode).toBe(200);
  });

  it('signs in with a passkey from a client whose password attempts must wait', async () => {
    const device = new SoftAuthenticator(ADMIN_ORIGIN);
    const invitation = await createInvitation(t.db, clock.now(), { email: staffEmail('passkey'), roles: ['viewer'] });
    const { ceremonyId, options } = (
      await call(t.app, 'POST', ADMIN_PATHS.enrollmentPasskeyOptions, {}, { token: invitation.secret, name: 'Zhao Li' })
    ).json().data;
    const enrolled = await call(
      t.app,
      'POST',
      ADMIN_PATHS.enrollmentPasskey,
      {},
      { token: invitation.secret, name: 'Zhao Li', ceremonyId, response: device.register(options), label: 'laptop' },
    );
    expect(enrolled.statusCode).toBe(200);
    const ip = clientAddress();
    // 20 wrong passwords (5 for each of 4 addresses) use up the client's free attempts.
    const addresses = [0, 1, 2, 3].map((i) => staffEmail(`guess${i}`));
    const failures = await Promise.all(Array.from({ length: 20 }, (_, i) => wrongPassword(addresses[i % 4] ?? '', ip)));
    expect(statuses(failures).checked).toBe(20);
    expect((await wrongPassword(staffEmail('another'), ip)).statusCode).toBe(429);
    const signInOptions = (await call(t.app, 'POST', ADMIN_PATHS.passkeySignInOptions, {})).json().data;
    const withPasskey = await call(
      t.app,
      'POST',
      ADMIN_PATHS.passkeySignIn,
      { ip },
      { ceremonyId: signInOptions.ceremonyId, response: device.authenticate(signInOptions.options) },
    );
    expect(withPasskey.statusCode).toBe(200);
  });

  it('stops a botnet at the ceiling per address: many clients, one attempt each', async () => {
    const owner = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    const bots = SIGN_IN_LIMITS.addressFree + 10;
    const answers = await Promise.all(Array.from({ length: bots }, () => wrongPassword(owner.email, clientAddress())));
    const { checked, waited, other } = statuses(answers);
    expect(other).toBe(0);
    expect(checked).toBe(SIGN_IN_LIMITS.addressFree);
    expect(waited).toBe(bots - checked);
    // Past the ceiling the address waits from every client (a passkey is the way in meanwhile).
    expect((await wrongPassword(owner.email, clientAddress())).statusCode).toBe(429);
  });
});
