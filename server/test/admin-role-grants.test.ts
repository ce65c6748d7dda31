import type { AuditEntry } from '@muyuan/contract/admin/audit';
import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { ApiToken } from '@muyuan/contract/admin/tokens';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ADMIN_ROLES } from '../src/admin/first-admin.ts';
import { createToken } from '../src/admin/tokens.ts';
import { totpCode } from '../src/admin/totp.ts';
import { MIGRATION_NAMES, migrateToLatest, migrateWithinTransactionTo } from '../src/db/migrate.ts';
import {
  ADMIN_ORIGIN,
  COOKIE_NAME,
  call,
  type Enrolled,
  enrollWithPassword,
  FakeClock,
  sessionCookie,
  signIn,
  staffEmail,
} from './helpers/admin.ts';
import { createTestDatabase, databases } from './helpers/databases.ts';
import { aReport, submit } from './helpers/integrity.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 38, points 4 to 6: a role is given only by someone who holds it (compliance is also taken away
 * only by its holders), the cases' audit rows are for compliance only, and API tokens expire and cannot
 * cut anyone off.
 */
const P = ADMIN_PATHS;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const data = <T>(res: LightMyRequestResponse): T => (res.json() as { data: T }).data;
const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.headers['x-error-code']];

describe.each(databases())('who gives roles, who reads the cases in the trail, tokens that expire (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  /** An admin outside the compliance team, with the web team's roles as the first admin has them. */
  let admin: Enrolled;
  /** An admin who is also on the compliance team. */
  let lead: Enrolled;
  let officer: Enrolled;

  beforeAll(async () => {
    t = await createTestApp(dialect, { reportRateLimitMax: 1000 }, { clock: clock.now });
    admin = await enrollWithPassword(t.app, t.db, clock, FIRST_ADMIN_ROLES);
    lead = await enrollWithPassword(t.app, t.db, clock, ['admin', 'compliance']);
    officer = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
  });
  afterAll(async () => t?.cleanup());

  /** A session just signed in: its check is fresh (sensitive actions pass without another). */
  const fresh = async (who: Enrolled) => sessionCookie(await signIn(t.app, clock, who));
  const idOf = async (email: string) =>
    (await t.db.selectFrom('staff_accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const rolesOf = async (email: string) =>
    (
      await t.db
        .selectFrom('staff_roles')
        .select('role')
        .where('account_id', '=', await idOf(email))
        .execute()
    )
      .map((r) => r.role)
      .sort();
  const setRoles = (cookie: string, email: string, roles: StaffRole[]) =>
    idOf(email).then((id) => call(t.app, 'PUT', withId(P.accountRoles, id), { cookie }, { roles }));
  const invite = (cookie: string, roles: StaffRole[]) =>
    call(t.app, 'POST', P.invitations, { cookie }, { email: staffEmail('invited'), roles });
  const makeToken = (cookie: string, body: Record<string, unknown>) => call(t.app, 'POST', P.tokens, { cookie }, body);
  const readsCases = async (caller: { cookie?: string; token?: string }) =>
    (await call(t.app, 'GET', P.cases, caller.token ? { token: caller.token, origin: null } : caller)).statusCode;

  describe('point 4: a role is given only by someone who holds it', () => {
    it('an admin without compliance gives it to nobody: not itself, another account, an invitation or a token (403)', async () => {
      const cookie = await fresh(admin);
      const person = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
      const toSelf = await setRoles(cookie, admin.email, [...FIRST_ADMIN_ROLES, 'compliance']);
      expect(refusal(toSelf)).toEqual([403, 'role_not_held']);
      expect(toSelf.json().msg).toBe(
        'You can only give roles you hold yourself, and only the compliance team takes compliance away; you cannot change: Compliance',
      );
      expect(refusal(await setRoles(cookie, person.email, ['viewer', 'compliance']))).toEqual([403, 'role_not_held']);
      const invited = await invite(cookie, ['compliance']);
      expect(refusal(invited)).toEqual([403, 'role_not_held']);
      expect(invited.json().msg).toBe('You can only give roles you hold yourself; you do not hold: Compliance');
      const token = await makeToken(cookie, { name: 'web team bot', roles: ['compliance', 'editor', 'publisher'] });
      expect(refusal(token)).toEqual([403, 'role_not_held']);

      expect(await rolesOf(admin.email)).toEqual([...FIRST_ADMIN_ROLES].sort());
      expect(await rolesOf(person.email)).toEqual(['viewer']);
      expect(await t.db.selectFrom('staff_tokens').select('id').where('name', '=', 'web team bot').execute()).toEqual(
        [],
      );
      expect(await readsCases({ cookie })).toBe(403);
    });

    it('nor any other role it does not hold; what it holds it gives, and it takes away roles other than compliance', async () => {
      const plain = await enrollWithPassword(t.app, t.db, clock, ['admin']);
      const cookie = await fresh(plain);
      const editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
      for (const roles of [['editor'], ['publisher'], ['viewer'], ['admin', 'editor']] as StaffRole[][]) {
        expect(refusal(await invite(cookie, roles)), `invite ${roles}`).toEqual([403, 'role_not_held']);
        expect(refusal(await makeToken(cookie, { name: 'bot', roles })), `token ${roles}`).toEqual([
          403,
          'role_not_held',
        ]);
      }
      expect(refusal(await setRoles(cookie, editor.email, ['editor', 'publisher']))).toEqual([403, 'role_not_held']);
      // A sign-in reset hands the account's roles to whoever enrolls with the new address: a grant too.
      const reset = await call(t.app, 'POST', withId(P.accountSignInReset, await idOf(editor.email)), { cookie });
      expect(refusal(reset)).toEqual([403, 'role_not_held']);

      expect((await invite(cookie, ['admin'])).statusCode).toBe(200);
      expect((await makeToken(cookie, { name: 'accounts bot', roles: ['admin'] })).statusCode).toBe(200);
      const demoted = await setRoles(cookie, editor.email, ['admin']);
      expect([demoted.statusCode, data(demoted)]).toEqual([200, { roles: ['admin'] }]);
    });

    it('a token made by an admin carries only the roles its maker holds: one made with compliance before this rule cannot read cases', async () => {
      const adminId = await idOf(admin.email);
      const made = await createToken(t.db, clock.now(), {
        name: 'made before the rule',
        roles: ['admin', 'compliance', 'editor', 'publisher'],
        createdBy: `account:${adminId}`,
      });
      expect(await readsCases({ token: made.secret })).toBe(403);
      const me = await call(t.app, 'GET', P.me, { token: made.secret, origin: null });
      expect(data<{ roles: StaffRole[] }>(me).roles).toEqual(['admin', 'editor', 'publisher']);
      // The operator's token (npm run admin) keeps its roles.
      const operators = await createToken(t.db, clock.now(), { name: 'cli', roles: ['compliance'], createdBy: 'cli' });
      expect(await readsCases({ token: operators.secret })).toBe(200);
    });

    it("an admin outside the team cannot take compliance away or reset an officer's sign-in; it sees the officer listed and may end their sessions", async () => {
      const cookie = await fresh(admin);
      const listed = data<{ list: { email: string; roles: StaffRole[] }[] }>(
        await call(t.app, 'GET', P.accounts, { cookie }),
      ).list.find((a) => a.email === officer.email);
      expect(listed?.roles).toEqual(['compliance']);
      expect(refusal(await setRoles(cookie, officer.email, ['viewer']))).toEqual([403, 'role_not_held']);
      const reset = await call(t.app, 'POST', withId(P.accountSignInReset, await idOf(officer.email)), { cookie });
      expect(refusal(reset)).toEqual([403, 'role_not_held']);
      expect(reset.json().msg).toMatch(/only someone holding them may reset it; you do not hold: Compliance$/);
      expect(await rolesOf(officer.email)).toEqual(['compliance']);
      expect((await call(t.app, 'GET', P.me, { cookie: officer.cookie })).statusCode).toBe(200);
      const ended = await call(t.app, 'DELETE', withId(P.accountSessions, await idOf(officer.email)), { cookie });
      expect(ended.statusCode).toBe(200);
      officer.cookie = await fresh(officer);
    });

    it('an admin with compliance gives it to an account, an invitation and a token, and takes it away', async () => {
      const person = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
      // What the admin outside the team may not do to this person, the team's admin may.
      expect(refusal(await setRoles(await fresh(admin), person.email, ['compliance', 'viewer']))).toEqual([
        403,
        'role_not_held',
      ]);
      const cookie = await fresh(lead);
      expect(await readsCases({ cookie: person.cookie })).toBe(403);
      const joined = await setRoles(cookie, person.email, ['compliance', 'viewer']);
      expect([joined.statusCode, data(joined)]).toEqual([200, { roles: ['compliance', 'viewer'] }]);
      expect(await readsCases({ cookie: person.cookie })).toBe(200);

      const invited = await invite(cookie, ['compliance']);
      expect(invited.statusCode).toBe(200);
      const secret = data<{ address: string }>(invited).address.split('/').pop();
      const shown = await call(t.app, 'POST', P.enrollmentInvitation, {}, { token: secret });
      expect(data<{ roles: StaffRole[] }>(shown).roles).toEqual(['compliance']);

      const token = await makeToken(cookie, { name: 'case export', roles: ['compliance'] });
      expect(token.statusCode).toBe(200);
      expect(await readsCases({ token: data<{ secret: string }>(token).secret })).toBe(200);

      const left = await setRoles(cookie, person.email, ['viewer']);
      expect([left.statusCode, data(left)]).toEqual([200, { roles: ['viewer'] }]);
      expect(await readsCases({ cookie: person.cookie })).toBe(403);
    });
  });

  describe("point 5: the cases' rows of the audit trail are for compliance only", () => {
    it('an admin without compliance finds none: not by object, not by action, not in the whole list or its total', async () => {
      // People of this test's own: what earlier tests did to the others does not matter here.
      const member = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
      const outsider = await enrollWithPassword(t.app, t.db, clock, FIRST_ADMIN_ROLES);
      const filed = await submit(t.app, aReport());
      expect(filed.statusCode).toBe(200);
      const caseId = (await t.db.selectFrom('complaints').select('id').orderBy('created_at', 'desc').execute())[0]
        ?.id as string;
      const asOfficer = { cookie: member.cookie };
      const opened = await call(t.app, 'GET', withId(P.case, caseId), asOfficer);
      expect(opened.statusCode).toBe(200);
      const version = data<{ version: number }>(opened).version;
      const classified = await call(t.app, 'PUT', withId(P.caseCategory, caseId), asOfficer, {
        version,
        category: 'bribery',
      });
      expect(classified.statusCode).toBe(200);
      // A read of the list with the sealed indexes: a row naming the cases, on no `case:` object.
      expect((await call(t.app, 'GET', `${P.cases}?sealed=index`, asOfficer)).statusCode).toBe(200);

      type Page = { list: AuditEntry[]; total: number };
      const audit = async (caller: { cookie?: string; token?: string }, query: string) => {
        const res = await call(t.app, 'GET', `${P.audit}?pageSize=100&${query}`, caller);
        expect(res.statusCode).toBe(200);
        return data<Page>(res);
      };
      const isCaseRow = (e: AuditEntry) => e.action.startsWith('case_') || (e.object ?? '').startsWith('case:');

      for (const reader of [asOfficer, { cookie: await fresh(lead) }]) {
        const byObject = await audit(reader, `object=case:${caseId}`);
        expect(byObject.list.map((e) => e.action)).toEqual(['case_category', 'case_view']);
        expect(byObject.list[0]?.detail).toMatchObject({ to: 'bribery' });
        expect((await audit(reader, 'action=case_index_read')).total).toBeGreaterThan(0);
      }

      const adminCookie = await fresh(outsider);
      const operatorsAdminToken = (
        await createToken(t.db, clock.now(), { name: 'audit reader', roles: ['admin'], createdBy: 'cli' })
      ).secret;
      const stored = async () => {
        const rows = await t.db.selectFrom('audit_log').select(['action', 'object']).execute();
        return { all: rows.length, cases: rows.filter((r) => isCaseRow(r as AuditEntry)).length };
      };
      expect((await stored()).cases).toBeGreaterThanOrEqual(3);
      for (const reader of [{ cookie: adminCookie }, { token: operatorsAdminToken, origin: null }]) {
        expect(await audit(reader, `object=case:${caseId}`)).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 100 });
        for (const action of ['case_view', 'case_category', 'case_index_read'])
          expect((await audit(reader, `action=${action}`)).total, action).toBe(0);
        const all = await audit(reader, '');
        expect(all.list.filter(isCaseRow)).toEqual([]);
        expect(JSON.stringify(all)).not.toContain(caseId);
        expect(JSON.stringify(all)).not.toContain('bribery');
        // The total is counted in the same query: the hidden rows are not in it either.
        const rows = await stored();
        expect(all.total).toBe(rows.all - rows.cases);
      }
    });
  });

  describe('point 6: API tokens expire, and cutting someone off takes a person with a fresh check', () => {
    /** A request as the console sends it, in the visitor's language. */
    const inLanguage = (lang: 'zh' | 'en', cookie: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: P.tokens,
        headers: {
          lang,
          origin: ADMIN_ORIGIN,
          cookie: `${COOKIE_NAME}=${cookie}`,
          'sec-fetch-dest': 'empty',
          'sec-fetch-mode': 'cors',
        },
        remoteAddress: '203.0.113.9',
        payload: body as object,
      });

    it('a token lives 90 days unless chosen, a year at most; 2 years, 0 days or fewer is 400 in the visitor’s language', async () => {
      const cookie = await fresh(admin);
      const plain = data<ApiToken>(await makeToken(cookie, { name: 'default lifetime', roles: ['viewer'] }));
      expect(Date.parse(plain.expiresAt) - Date.parse(plain.createdAt)).toBe(90 * DAY);
      const year = data<ApiToken>(await makeToken(cookie, { name: 'a year', roles: ['viewer'], expiresInDays: 365 }));
      expect(Date.parse(year.expiresAt) - Date.parse(year.createdAt)).toBe(365 * DAY);

      const twoYears = await inLanguage('zh', cookie, { name: 'two years', roles: ['viewer'], expiresInDays: 730 });
      expect(refusal(twoYears)).toEqual([400, 'token_lifetime']);
      expect(twoYears.json().msg).toBe('API 令牌的有效期应为 1 到 365 天（最长一年）');
      const english = await inLanguage('en', cookie, { name: 'two years', roles: ['viewer'], expiresInDays: 730 });
      expect(english.json().msg).toBe('An API token lasts from 1 to 365 days (a year at most)');
      for (const days of [0, -1, 366])
        expect(
          refusal(await makeToken(cookie, { name: 'bad', roles: ['viewer'], expiresInDays: days })),
          `${days}`,
        ).toEqual([400, 'token_lifetime']);
      const listed = data<{ list: ApiToken[] }>(await call(t.app, 'GET', P.tokens, { cookie })).list;
      expect(listed.filter((token) => ['two years', 'bad'].includes(token.name))).toEqual([]);
      expect(listed.find((token) => token.name === 'a year')?.expiresAt).toBe(year.expiresAt);
    });

    it('a token past its expiry answers 401 with words; the list still shows it with its expiry and last use', async () => {
      const cookie = await fresh(admin);
      const made = data<ApiToken & { secret: string }>(
        await makeToken(cookie, { name: 'one day', roles: ['viewer'], expiresInDays: 1 }),
      );
      const bearer = { token: made.secret, origin: null };
      expect((await call(t.app, 'GET', P.me, bearer)).statusCode).toBe(200);
      clock.advance(DAY - MINUTE);
      expect((await call(t.app, 'GET', P.contentCollections, bearer)).statusCode).toBe(200);
      clock.advance(MINUTE);
      const expired = await call(t.app, 'GET', P.me, bearer);
      expect(refusal(expired)).toEqual([401, 'token_expired']);
      expect(expired.json()).toEqual({
        code: 401,
        msg: `This API token expired at ${made.expiresAt}; an admin can make a new one`,
        data: null,
      });
      const listed = data<{ list: ApiToken[] }>(await call(t.app, 'GET', P.tokens, { cookie: await fresh(admin) }));
      const row = listed.list.find((token) => token.id === made.id);
      expect(row).toMatchObject({ expiresAt: made.expiresAt, lastUsedAt: expect.any(String), revokedAt: null });
    });

    it("revoking a token and ending someone's sessions are refused to a token and to a session without a fresh check", async () => {
      const person = await enrollWithPassword(t.app, t.db, clock, ['editor']);
      const personId = await idOf(person.email);
      const victim = await createToken(t.db, clock.now(), { name: 'victim', roles: ['viewer'], createdBy: 'cli' });
      const adminToken = (await createToken(t.db, clock.now(), { name: 'leaked', roles: ['admin'], createdBy: 'cli' }))
        .secret;
      const byToken = { token: adminToken, origin: null };
      const revoke = (who: object) => call(t.app, 'DELETE', withId(P.token, victim.id), who);
      const endSessions = (who: object) => call(t.app, 'DELETE', withId(P.accountSessions, personId), who);

      expect(refusal(await revoke(byToken))).toEqual([403, 'session_required']);
      expect(refusal(await endSessions(byToken))).toEqual([403, 'session_required']);
      // Its own revocation too: one rule per route, and a revocation is a person's act in the console.
      const ownId = data<{ id: string }>(await call(t.app, 'GET', P.me, byToken)).id;
      expect(refusal(await call(t.app, 'DELETE', withId(P.token, ownId), byToken))).toEqual([403, 'session_required']);

      const cookie = await fresh(admin);
      clock.advance(11 * MINUTE);
      expect(refusal(await revoke({ cookie }))).toEqual([403, 'step_up_required']);
      expect(refusal(await endSessions({ cookie }))).toEqual([403, 'step_up_required']);
      expect((await call(t.app, 'GET', P.me, { cookie: person.cookie })).statusCode).toBe(200);
      expect((await call(t.app, 'GET', P.me, { token: victim.secret, origin: null })).statusCode).toBe(200);

      const check = await call(
        t.app,
        'POST',
        P.stepUpTotp,
        { cookie },
        { code: totpCode(admin.totpSecret, clock.now()) },
      );
      expect(check.statusCode).toBe(200);
      clock.advance(30_000);
      expect(data<ApiToken>(await revoke({ cookie })).revokedAt).toEqual(expect.any(String));
      expect(data(await endSessions({ cookie }))).toEqual({ ended: 1 });
      expect((await call(t.app, 'GET', P.me, { token: victim.secret, origin: null })).statusCode).toBe(401);
      expect((await call(t.app, 'GET', P.me, { cookie: person.cookie })).statusCode).toBe(401);
    });
  });
});

describe.each(databases())('tokens of a database from before expiries (%s)', (dialect) => {
  it('get the default 90 days counted from the upgrade', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const index = MIGRATION_NAMES.indexOf('20261130120000-token-expiry');
      await migrateWithinTransactionTo(database.db, MIGRATION_NAMES[index - 1] as string);
      await database.db
        .insertInto('staff_tokens')
        // The table as it was: no expires_at.
        .values({
          id: 'old',
          token_hash: 'hash',
          name: 'made last year',
          roles: '["viewer"]',
          created_by: 'cli',
          created_at: '2025-01-01T00:00:00.000Z',
          last_used_at: null,
          revoked_at: null,
        } as never)
        .execute();
      const before = Date.now();
      await migrateToLatest(database.db);
      const after = Date.now();
      const row = await database.db.selectFrom('staff_tokens').selectAll().executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at)).toBeGreaterThanOrEqual(before + 90 * DAY);
      expect(Date.parse(row.expires_at)).toBeLessThanOrEqual(after + 90 * DAY);
    } finally {
      await database.cleanup();
    }
  });
});
