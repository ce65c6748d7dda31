import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdminInvitation } from '../src/admin/first-admin.ts';
import { totpCode } from '../src/admin/totp.ts';
import { ADMIN_ORIGIN, call, FakeClock, STRONG_PASSWORD, staffEmail } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(databases())('the first admin (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  /** The address the first test left open (made 25 hours on). */
  let openAddress = '';
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
  });
  afterAll(async () => t?.cleanup());

  it('makes one address on a database without accounts, not another while it is open, a new one once it expired', async () => {
    const first = await ensureFirstAdminInvitation(t.db, ADMIN_ORIGIN, clock.now());
    expect(first).toMatchObject({
      kind: 'issued',
      address: expect.stringMatching(/\/admin\/#\/enroll\/[A-Za-z0-9_-]{43}$/),
    });
    const again = await ensureFirstAdminInvitation(t.db, ADMIN_ORIGIN, clock.now() + 3_600_000);
    expect(again).toEqual({ kind: 'still-open', expiresAt: first.kind === 'issued' ? first.expiresAt : '' });
    const later = await ensureFirstAdminInvitation(t.db, ADMIN_ORIGIN, clock.now() + 25 * 3_600_000);
    expect(later.kind).toBe('issued');
    if (later.kind === 'issued') openAddress = later.address;
  });

  it('the first admin gives an e-mail address when enrolling, and then no address is made any more', async () => {
    const token = openAddress.split('/').pop();
    clock.advance(26 * 3_600_000);
    const info = await call(t.app, 'POST', ADMIN_PATHS.enrollmentInvitation, {}, { token });
    expect(info.json().data).toMatchObject({ email: '', roles: ['admin'] });
    const start = await call(
      t.app,
      'POST',
      ADMIN_PATHS.enrollmentPasswordStart,
      {},
      { token, password: STRONG_PASSWORD },
    );
    const { ceremonyId, secret } = start.json().data;
    const body = {
      token,
      name: 'Qin Yinglin',
      password: STRONG_PASSWORD,
      ceremonyId,
      code: totpCode(secret, clock.now()),
    };
    const withoutEmail = await call(t.app, 'POST', ADMIN_PATHS.enrollmentPassword, {}, body);
    expect([withoutEmail.statusCode, withoutEmail.headers['x-error-code']]).toEqual([400, 'email_required']);
    const email = staffEmail('first');
    const enrolled = await call(t.app, 'POST', ADMIN_PATHS.enrollmentPassword, {}, { ...body, email });
    expect(enrolled.json().data).toMatchObject({ name: 'Qin Yinglin', roles: ['admin'] });
    expect(await ensureFirstAdminInvitation(t.db, ADMIN_ORIGIN, clock.now())).toEqual({ kind: 'not-needed' });
  });
});
