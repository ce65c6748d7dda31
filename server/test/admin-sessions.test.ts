import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ADMIN_ROLES } from '../src/admin/first-admin.ts';
import { totpCode } from '../src/admin/totp.ts';
import { call, type Enrolled, enrollWithPassword, FakeClock, sessionCookie, signIn } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const MINUTE = 60_000;

describe.each(databases())('admin sessions (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let admin: Enrolled;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
    // The first admin's roles: a role is given only by its holders (compliance by the compliance team).
    admin = await enrollWithPassword(t.app, t.db, clock, FIRST_ADMIN_ROLES);
  });
  afterAll(async () => t?.cleanup());

  const me = (cookie: string) => call(t.app, 'GET', ADMIN_PATHS.me, { cookie });
  const accountIdOf = async (email: string, cookie: string) => {
    const list = (await call(t.app, 'GET', ADMIN_PATHS.accounts, { cookie })).json().data.list;
    return list.find((a: { email: string }) => a.email === email).id as string;
  };

  it('ends a session left unused for 30 minutes (idle bound)', async () => {
    const cookie = sessionCookie(await signIn(t.app, clock, admin));
    clock.advance(29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(30 * MINUTE + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in however busy (absolute bound)', async () => {
    const cookie = sessionCookie(await signIn(t.app, clock, admin));
    for (let elapsed = 0; elapsed < 12 * 60 * MINUTE - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock.advance(21 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('asks for a fresh check 10 minutes after the last one, and takes a TOTP code for it', async () => {
    const cookie = sessionCookie(await signIn(t.app, clock, admin));
    const create = () =>
      call(t.app, 'POST', ADMIN_PATHS.tokens, { cookie }, { name: 'deploy bot', roles: ['publisher'] });
    expect((await create()).statusCode).toBe(200);
    clock.advance(11 * MINUTE);
    const stale = await create();
    expect([stale.statusCode, stale.headers['x-error-code']]).toEqual([403, 'step_up_required']);
    const wrong = await call(
      t.app,
      'POST',
      ADMIN_PATHS.stepUpTotp,
      { cookie },
      { code: '000000' === totpCode(admin.totpSecret, clock.now()) ? '111111' : '000000' },
    );
    expect(wrong.statusCode).toBe(401);
    const check = await call(
      t.app,
      'POST',
      ADMIN_PATHS.stepUpTotp,
      { cookie },
      { code: totpCode(admin.totpSecret, clock.now()) },
    );
    expect(check.statusCode).toBe(200);
    expect(Date.parse(check.json().data.stepUpUntil)).toBe(clock.now() + 10 * MINUTE);
    clock.advance(30_000);
    expect((await create()).statusCode).toBe(200);
  });

  it('lets an admin end all of someone’s sessions', async () => {
    const editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    const second = sessionCookie(await signIn(t.app, clock, editor));
    const adminCookie = sessionCookie(await signIn(t.app, clock, admin));
    const id = await accountIdOf(editor.email, adminCookie);
    const ended = await call(t.app, 'DELETE', withId(ADMIN_PATHS.accountSessions, id), { cookie: adminCookie });
    expect(ended.json().data).toEqual({ ended: 2 });
    expect((await me(editor.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('changes roles (the change holds on the next request) but never removes the last admin', async () => {
    const person = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    const adminCookie = sessionCookie(await signIn(t.app, clock, admin));
    const id = await accountIdOf(person.email, adminCookie);
    const preview = () =>
      call(t.app, 'POST', ADMIN_PATHS.markdownPreview, { cookie: person.cookie }, { markdown: '**new**' });
    expect((await preview()).statusCode).toBe(403);
    const changed = await call(
      t.app,
      'PUT',
      withId(ADMIN_PATHS.accountRoles, id),
      { cookie: adminCookie },
      { roles: ['publisher', 'viewer'] },
    );
    expect(changed.json().data).toEqual({ roles: ['publisher', 'viewer'] });
    expect((await me(person.cookie)).json().data.roles).toEqual(['publisher', 'viewer']);
    expect((await preview()).statusCode).toBe(200);
    const adminId = await accountIdOf(admin.email, adminCookie);
    const last = await call(
      t.app,
      'PUT',
      withId(ADMIN_PATHS.accountRoles, adminId),
      { cookie: adminCookie },
      { roles: ['viewer'] },
    );
    expect([last.statusCode, last.headers['x-error-code']]).toEqual([409, 'last_admin']);
  });

  it('resets someone’s sign-in: their password stops working, their sessions end, a new address enrolls them again', async () => {
    const person = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    const adminCookie = sessionCookie(await signIn(t.app, clock, admin));
    const id = await accountIdOf(person.email, adminCookie);
    const reset = await call(t.app, 'POST', withId(ADMIN_PATHS.accountSignInReset, id), { cookie: adminCookie });
    expect(reset.statusCode).toBe(200);
    const address: string = reset.json().data.address;
    expect(address).toMatch(/^http:\/\/localhost:8080\/admin\/#\/enroll\/[A-Za-z0-9_-]{43}$/);
    expect((await me(person.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, clock, person)).statusCode).toBe(401);
    const token = address.split('/').pop();
    const info = await call(t.app, 'POST', ADMIN_PATHS.enrollmentInvitation, {}, { token });
    expect(info.json().data).toMatchObject({ email: person.email, roles: ['editor'] });
  });

  it('ends a signed-in session on sign-out but not the others of the same person', async () => {
    const one = sessionCookie(await signIn(t.app, clock, admin));
    const two = sessionCookie(await signIn(t.app, clock, admin));
    expect((await call(t.app, 'POST', ADMIN_PATHS.signOut, { cookie: one })).statusCode).toBe(200);
    expect((await me(one)).statusCode).toBe(401);
    expect((await me(two)).statusCode).toBe(200);
  });
});

describe('ADMIN_ALLOW_CIDRS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { adminAllowCidrs: ['10.0.0.0/8', '2001:db8::/32'] });
  });
  afterAll(async () => t?.cleanup());

  it('answers /api/admin and /admin only to listed networks; the public site to everyone', async () => {
    const outside = await call(t.app, 'GET', ADMIN_PATHS.me, { ip: '192.0.2.10' });
    expect([outside.statusCode, outside.headers['x-error-code']]).toEqual([403, 'network_not_allowed']);
    expect((await call(t.app, 'GET', `/${ADMIN_PATHS.me}`, { ip: '192.0.2.10' })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/admin/', { ip: '192.0.2.10' })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', ADMIN_PATHS.me, { ip: '10.20.30.40' })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', ADMIN_PATHS.me, { ip: '2001:db8::5' })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/healthz', { ip: '192.0.2.10' })).statusCode).toBe(200);
  });
});

describe.each(databases())('abandoned sessions (%s)', (dialect) => {
  it('are removed from the database at a later sign-in', async () => {
    const clock = new FakeClock();
    const t = await createTestApp(dialect, {}, { clock: clock.now });
    try {
      const person = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
      expect(person.cookie).toBeTruthy();
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('staff_sessions')
              .select((e) => e.fn.countAll().as('n'))
              .executeTakeFirst()
          )?.n,
        );
      expect(await count()).toBe(1);
      clock.advance(31 * MINUTE);
      await signIn(t.app, clock, person);
      expect(await count()).toBe(1);
    } finally {
      await t.cleanup();
    }
  });
});
