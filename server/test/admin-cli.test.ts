import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/admin-commands.ts';
import { REPO_ROOT } from '../src/config.ts';
import {
  call,
  type Enrolled,
  enrollWithPassword,
  FakeClock,
  sessionCookie,
  signIn,
  staffEmail,
} from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The environment an operator's shell would have for the test's database. */
function operatorEnv(t: TestApp): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, PORT: '8080', LOG_LEVEL: 'silent' };
  if (t.dialect === 'postgres') {
    env.DATABASE_URL = `${process.env.TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${t.schema}`)}`;
  } else {
    env.DATA_DIR = dirname(t.file ?? '');
  }
  return env;
}

/** What a run printed, as the operator would read it. */
function result(status: number | null, stdout: string, stderr: string) {
  const lines = stdout.trim().split('\n');
  return { status, stdout, stderr, last: lines[lines.length - 1] ?? '' };
}

/**
 * Runs one admin command in this process (the command's own code, without a child process's start-up:
 * spawning `node --import tsx` ~13 times per database took two minutes of the suite).
 */
async function admin(t: TestApp, ...args: string[]) {
  return adminIn(t, {}, ...args);
}

/** An admin command run with more environment than the test database's (SITE_URL, PORT). */
async function adminIn(t: TestApp, env: NodeJS.ProcessEnv, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runAdminCommand(
    args,
    { ...operatorEnv(t), ...env },
    {
      log: (line) => {
        stdout += `${line}\n`;
      },
      error: (line) => {
        stderr += `${line}\n`;
      },
    },
  );
  return result(status, stdout, stderr);
}

/** Runs `npm run admin -- <args>`'s script as an operator would: a child process. */
function adminProcess(t: TestApp, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/admin/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: operatorEnv(t),
    encoding: 'utf8',
  });
  return result(run.status, run.stdout, run.stderr);
}

describe.each(databases())('npm run admin (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let boss: Enrolled;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
    // An admin who may give the viewer role (a role is given only by its holders).
    boss = await enrollWithPassword(t.app, t.db, clock, ['admin', 'viewer']);
  });
  afterAll(async () => t?.cleanup());

  it('invite, run as the operator runs it (a process), prints a one-time enrollment address for the e-mail and roles', async () => {
    const email = staffEmail('invited');
    const run = adminProcess(t, 'invite', email, '--role', 'editor', '--role', 'publisher');
    expect(run.status).toBe(0);
    expect(run.last).toMatch(/^http:\/\/localhost:8080\/admin\/#\/enroll\/[A-Za-z0-9_-]{43}$/);
    const info = await call(t.app, 'POST', ADMIN_PATHS.enrollmentInvitation, {}, { token: run.last.split('/').pop() });
    expect(info.json().data).toMatchObject({ email, roles: ['editor', 'publisher'] });
    expect((await admin(t, 'invite', email)).status).toBe(2);
  });

  it('writes the address on SITE_URL; without it, says which origin it assumed from HOST and PORT and how to change it', async () => {
    const elsewhere = await adminIn(t, { PORT: '9301' }, 'invite', staffEmail('port'), '--role', 'viewer');
    expect(elsewhere.status).toBe(0);
    expect(elsewhere.last).toMatch(/^http:\/\/localhost:9301\/admin\/#\/enroll\/[A-Za-z0-9_-]{43}$/);
    expect(elsewhere.stderr).toContain('SITE_URL is not set');
    expect(elsewhere.stderr).toContain('assumes the site at http://localhost:9301, from HOST=0.0.0.0 and PORT=9301');
    expect(elsewhere.stderr).toMatch(
      /run this again with SITE_URL set to its origin, e\.g\. SITE_URL=\S+ npm run admin -- invite/,
    );

    const site = { SITE_URL: 'https://www.example.com', PORT: '9301' };
    const invited = await adminIn(t, site, 'invite', staffEmail('site'), '--role', 'viewer');
    expect(invited.last).toMatch(/^https:\/\/www\.example\.com\/admin\/#\/enroll\/[A-Za-z0-9_-]{43}$/);
    expect(invited.stderr).toBe('');
    const person = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    const reset = await adminIn(t, site, 'reset', person.email);
    expect(reset.last).toMatch(/^https:\/\/www\.example\.com\/admin\/#\/enroll\//);
    expect(reset.stderr).toBe('');
  });

  it('a mistyped command or a missing role exits 2 with the usage', async () => {
    const unknown = await admin(t, 'invitee', staffEmail('typo'));
    expect([unknown.status, unknown.stdout]).toEqual([2, '']);
    expect(unknown.stderr).toMatch(/^unknown command: invitee [^\n]+\n\nThe back office's tool/);
    const roleless = await admin(t, 'invite', staffEmail('roleless'));
    expect([roleless.status, roleless.stderr.split('\n')[0]]).toEqual([
      2,
      'give at least one --role: admin, editor, publisher, compliance or viewer',
    ]);
  });

  it('reset takes a person’s sign-in away, ends their sessions and prints a new address', async () => {
    const person = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    const run = await admin(t, 'reset', person.email);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('1 session(s) ended');
    expect(run.last).toMatch(/^http:\/\/localhost:8080\/admin\/#\/enroll\/[A-Za-z0-9_-]{43}$/);
    expect((await call(t.app, 'GET', ADMIN_PATHS.me, { cookie: person.cookie })).statusCode).toBe(401);
    expect((await signIn(t.app, clock, person)).statusCode).toBe(401);
  });

  it('token create prints the token on its last line; it answers /me, a wrong role is 403, revoked it is 401', async () => {
    const run = await admin(t, 'token', 'create', '--name', 'publishing robot', '--role', 'publisher');
    expect(run.status).toBe(0);
    const token = run.last;
    expect(token).toMatch(/^mya_[A-Za-z0-9_-]{43}$/);
    const me = await call(t.app, 'GET', ADMIN_PATHS.me, { token, origin: null });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      code: 200,
      msg: expect.any(String),
      data: { id: expect.any(String), name: 'publishing robot', roles: ['publisher'], via: 'token', stepUpUntil: null },
    });
    const wrongRole = await call(t.app, 'GET', ADMIN_PATHS.accounts, { token, origin: null });
    expect([wrongRole.statusCode, wrongRole.json().code]).toEqual([403, 403]);
    // Tokens cannot do what needs a person (sign out, step-up).
    expect((await call(t.app, 'POST', ADMIN_PATHS.signOut, { token, origin: null })).statusCode).toBe(403);
    const bad = await call(t.app, 'GET', ADMIN_PATHS.me, { token: `${token.slice(0, -2)}xx`, origin: null });
    expect(bad.statusCode).toBe(401);

    const adminCookie = sessionCookie(await signIn(t.app, clock, boss));
    const listed = await call(t.app, 'GET', ADMIN_PATHS.tokens, { cookie: adminCookie });
    const id = listed.json().data.list.find((x: { name: string }) => x.name === 'publishing robot').id;
    expect(JSON.stringify(listed.json())).not.toContain(token);
    expect((await admin(t, 'token', 'list')).stdout).toContain(id);
    const revoked = await call(t.app, 'DELETE', withId(ADMIN_PATHS.token, id), { cookie: adminCookie });
    expect(revoked.json().data.revokedAt).toEqual(expect.any(String));
    expect((await call(t.app, 'GET', ADMIN_PATHS.me, { token, origin: null })).statusCode).toBe(401);
  });

  it('gives compliance, which no admin outside the team can: to an account (its session reads cases next), an invitation and a token', async () => {
    const person = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    const cases = (who: { cookie?: string; token?: string }) =>
      call(t.app, 'GET', ADMIN_PATHS.cases, who.token ? { token: who.token, origin: null } : who);
    expect((await cases({ cookie: person.cookie })).statusCode).toBe(403);
    const run = await admin(t, 'roles', person.email, '--role', 'compliance', '--role', 'viewer');
    expect([run.status, run.last]).toEqual([0, `Roles of ${person.email}: viewer → compliance, viewer.`]);
    expect((await cases({ cookie: person.cookie })).statusCode).toBe(200);
    const changed = (
      await call(t.app, 'GET', `${ADMIN_PATHS.audit}?action=role_change`, { cookie: person.cookie })
    ).json().data.list[0];
    expect(changed).toMatchObject({ actor: 'cli', detail: { from: ['viewer'], to: ['compliance', 'viewer'] } });

    const invited = await admin(t, 'invite', staffEmail('officer'), '--role', 'compliance');
    const info = await call(
      t.app,
      'POST',
      ADMIN_PATHS.enrollmentInvitation,
      {},
      { token: invited.last.split('/').pop() },
    );
    expect(info.json().data.roles).toEqual(['compliance']);
    const token = (await admin(t, 'token', 'create', '--name', 'case export', '--role', 'compliance')).last;
    expect((await cases({ token })).statusCode).toBe(200);

    expect((await admin(t, 'roles', 'nobody@muyuan.example', '--role', 'viewer')).status).toBe(2);
    const lastAdmin = await admin(t, 'roles', boss.email, '--role', 'viewer');
    expect([lastAdmin.status, lastAdmin.stderr.trim()]).toEqual([2, 'The last admin cannot lose the admin role.']);
  });

  it('token create makes a token for 90 days unless --days says (at most 365); token list shows expiry and last use', async () => {
    const made = await admin(t, 'token', 'create', '--name', 'weekly import', '--role', 'editor', '--days', '7');
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/"weekly import" \(editor\), valid until \d{4}-\d\d-\d\dT[\d:.]+Z\./);
    for (const days of ['730', '0', '1.5', 'soon']) {
      const refused = await admin(t, 'token', 'create', '--name', 'too long', '--role', 'viewer', '--days', days);
      expect([days, refused.status, refused.stderr.split('\n')[0]]).toEqual([
        days,
        2,
        '--days is a whole number of days from 1 to 365 (a year at most)',
      ]);
    }
    const listed = JSON.parse((await admin(t, 'token', 'list', '--json')).stdout) as {
      name: string;
      createdAt: string;
      expiresAt: string;
    }[];
    const weekly = listed.find((token) => token.name === 'weekly import');
    expect(Date.parse(weekly?.expiresAt ?? '') - Date.parse(weekly?.createdAt ?? '')).toBe(7 * 24 * 3_600_000);
    expect(listed.some((token) => token.name === 'too long')).toBe(false);
    const plain = (await admin(t, 'token', 'list')).stdout;
    expect(plain).toMatch(/weekly import {2}editor {2}created \S+ {2}expires \S+ {2}last used never/);
  });

  it('token revoke on the command line ends a token', async () => {
    const token = (await admin(t, 'token', 'create', '--name', 'nightly export', '--role', 'viewer')).last;
    expect((await call(t.app, 'GET', ADMIN_PATHS.me, { token, origin: null })).statusCode).toBe(200);
    const id = (await call(t.app, 'GET', ADMIN_PATHS.me, { token, origin: null })).json().data.id;
    expect((await admin(t, 'token', 'revoke', id)).status).toBe(0);
    expect((await call(t.app, 'GET', ADMIN_PATHS.me, { token, origin: null })).statusCode).toBe(401);
  });

  it('audit verify passes, then names the first broken row after an edit and after deletes', async () => {
    for (let i = 0; i < 3; i++) await signIn(t.app, clock, boss);
    const intact = await admin(t, 'audit', 'verify');
    expect([intact.status, intact.stdout]).toEqual([0, expect.stringMatching(/^Audit trail intact: \d+ rows\.\n$/)]);
    const rows = Number(/(\d+) rows/.exec(intact.stdout)?.[1]);
    expect(rows).toBeGreaterThanOrEqual(5);

    await sql`update audit_log set detail = '{"edited":true}' where seq = 3`.execute(t.db);
    const edited = await admin(t, 'audit', 'verify');
    expect([edited.status, edited.stderr.trim()]).toEqual([1, 'Audit trail broken at row 3: row 3 was changed.']);

    await sql`delete from audit_log where seq = 3`.execute(t.db);
    const deleted = await admin(t, 'audit', 'verify');
    expect([deleted.status, deleted.stderr.trim()]).toEqual([1, 'Audit trail broken at row 3: row 3 is missing.']);

    await sql`delete from audit_log where seq = ${rows}`.execute(t.db);
    const last = await import('../src/admin/audit.ts').then((m) => m.verifyAuditChain(t.db));
    expect(last).toEqual({ ok: false, seq: 3, reason: 'row 3 is missing' });
  });

  it('notices a removed last row, which no later row points to', async () => {
    const other = await createTestApp(dialect, {}, { clock: clock.now });
    try {
      await enrollWithPassword(other.app, other.db, clock, ['admin']);
      const before = await admin(other, 'audit', 'verify');
      const rows = Number(/(\d+) rows/.exec(before.stdout)?.[1]);
      await sql`delete from audit_log where seq = ${rows}`.execute(other.db);
      const run = await admin(other, 'audit', 'verify');
      expect([run.status, run.stderr.trim()]).toEqual([
        1,
        `Audit trail broken at row ${rows}: rows ${rows} to ${rows} are missing.`,
      ]);
    } finally {
      await other.cleanup();
    }
  });

  it('records sign-ins, failures, role and token changes in the log the console reads, with filters', async () => {
    const adminCookie = sessionCookie(await signIn(t.app, clock, boss));
    const page = async (query: string) =>
      (await call(t.app, 'GET', `${ADMIN_PATHS.audit}?${query}`, { cookie: adminCookie })).json().data;
    await call(
      t.app,
      'POST',
      ADMIN_PATHS.passwordSignIn,
      { ip: '198.51.100.23' },
      { email: 'typed-by-someone@example.com', password: 'wrong guess here', code: '123456' },
    );
    const failed = await page('action=sign_in_failed');
    expect(failed.list[0]).toMatchObject({ actor: 'anonymous', object: null, detail: { method: 'password' } });
    const signIns = await page('action=sign_in&pageSize=5');
    expect(signIns.list.length).toBeGreaterThan(0);
    expect(signIns.list.every((e: { action: string }) => e.action === 'sign_in')).toBe(true);
    expect(signIns.list[0]).toMatchObject({ actorName: `Name of ${boss.email}`, session: expect.any(String) });
    await call(t.app, 'POST', ADMIN_PATHS.tokens, { cookie: adminCookie }, { name: 'audited', roles: ['viewer'] });
    const created = await page('action=token_create');
    expect(created.list[0]).toMatchObject({
      actor: expect.stringMatching(/^account:/),
      detail: { name: 'audited', roles: ['viewer'] },
    });
    // Staff actions only: no client address and no e-mail typed at a failed sign-in.
    const everything = JSON.stringify((await page('pageSize=100')).list);
    for (const secret of ['198.51.100.23', '203.0.113.9', 'typed-by-someone']) expect(everything).not.toContain(secret);
    const bad = await call(t.app, 'GET', `${ADMIN_PATHS.audit}?action=made_up`, { cookie: adminCookie });
    expect(bad.statusCode).toBe(400);
  });
});
