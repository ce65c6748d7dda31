import { createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit, verifyAuditChain } from '../src/admin/audit.ts';
import { isoAt } from '../src/admin/clock.ts';
import { totpCode } from '../src/admin/totp.ts';
import { buildApp } from '../src/app.ts';
import { DAY_MS } from '../src/cases/clocks.ts';
import { deleteExpiredCases } from '../src/cases/retention.ts';
import { openPostgres } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { AttachmentStore } from '../src/integrity/attachment-store.ts';
import { call, type Enrolled, enrollWithPassword, FakeClock, sessionCookie, signIn } from './helpers/admin.ts';
import { clientAddress } from './helpers/client-address.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { aReport, firstStartPrivateKey, submit } from './helpers/integrity.ts';
import { testConfig } from './helpers/test-app.ts';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;

describe.runIf(postgres && redis)('admin sessions on two instances sharing PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let dataDir: string;
  const apps: FastifyInstance[] = [];
  const extraDbs: { destroy(): Promise<void> }[] = [];
  const clock = new FakeClock();
  let admin: Enrolled;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await migrateToLatest(database.db);
    dataDir = mkdtempSync(join(tmpdir(), 'muyuan-admin-instances-'));
    for (let i = 0; i < 2; i++) {
      const { db } = openPostgres(postgres ?? '', { searchPath: database.schema });
      extraDbs.push(db);
      apps.push(
        await buildApp(testConfig({ dataDir, redisUrl: redis }), {
          db,
          clock: clock.now,
        }),
      );
    }
    // An admin gives only roles it holds (issue 38): this one hands out editor and viewer below.
    admin = await enrollWithPassword(apps[0] as FastifyInstance, database.db, clock, ['admin', 'editor', 'viewer']);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of extraDbs) await db.destroy();
    await database?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a session started on one instance works on the other, and signing out on one ends it on both', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const cookie = sessionCookie(await signIn(a, clock, admin));
    expect((await call(b, 'GET', ADMIN_PATHS.me, { cookie })).statusCode).toBe(200);
    expect((await call(b, 'POST', ADMIN_PATHS.signOut, { cookie })).statusCode).toBe(200);
    expect((await call(a, 'GET', ADMIN_PATHS.me, { cookie })).statusCode).toBe(401);
    expect((await call(b, 'GET', ADMIN_PATHS.me, { cookie })).statusCode).toBe(401);
  });

  it('an admin on one instance ends someone’s sessions on both, and role changes reach both', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const editor = await enrollWithPassword(a, database.db, clock, ['editor']);
    const adminCookie = sessionCookie(await signIn(b, clock, admin));
    const list = (await call(b, 'GET', ADMIN_PATHS.accounts, { cookie: adminCookie })).json().data.list;
    const id = list.find((x: { email: string }) => x.email === editor.email).id;
    const changed = await call(
      a,
      'PUT',
      withId(ADMIN_PATHS.accountRoles, id),
      { cookie: adminCookie },
      { roles: ['editor', 'viewer'] },
    );
    expect(changed.statusCode).toBe(200);
    expect((await call(b, 'GET', ADMIN_PATHS.me, { cookie: editor.cookie })).json().data.roles).toEqual([
      'editor',
      'viewer',
    ]);
    const ended = await call(a, 'DELETE', withId(ADMIN_PATHS.accountSessions, id), { cookie: adminCookie });
    expect(ended.json().data).toEqual({ ended: 1 });
    expect((await call(b, 'GET', ADMIN_PATHS.me, { cookie: editor.cookie })).statusCode).toBe(401);
  });

  it('idle sessions expire on every instance', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const cookie = sessionCookie(await signIn(a, clock, admin));
    clock.advance(31 * 60_000);
    expect((await call(b, 'GET', ADMIN_PATHS.me, { cookie })).statusCode).toBe(401);
  });

  it('counts wrong passwords for an address from one client across both instances', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const victim = await enrollWithPassword(a, database.db, clock, ['viewer']);
    const ip = clientAddress();
    const wrong = (app: FastifyInstance) =>
      call(
        app,
        'POST',
        ADMIN_PATHS.passwordSignIn,
        { ip },
        { email: victim.email, password: 'wrong guess here', code: '123456' },
      );
    for (const app of [a, b, a, b, a]) expect((await wrong(app)).statusCode).toBe(401);
    expect((await wrong(b)).statusCode).toBe(429);
    // The owner, from another client, signs in on either instance at once.
    expect((await signIn(a, clock, victim, clientAddress())).statusCode).toBe(200);
  });

  it('checks only 5 of 25 wrong passwords sent at once to both instances for one address from one client', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const victim = await enrollWithPassword(a, database.db, clock, ['viewer']);
    const ip = clientAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call(
          i % 2 ? b : a,
          'POST',
          ADMIN_PATHS.passwordSignIn,
          { ip },
          { email: victim.email, password: 'wrong guess here', code: '123456' },
        ),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(5);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(25 - checked);
  });

  it('checks only 5 of 25 wrong step-up codes sent at once to both instances', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const person = await enrollWithPassword(a, database.db, clock, ['viewer']);
    const ip = clientAddress();
    const right = new Set([-30_000, 0, 30_000].map((d) => totpCode(person.totpSecret, clock.now() + d)));
    const code = ['000000', '111111', '222222', '333333'].find((c) => !right.has(c)) ?? '444444';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call(i % 2 ? b : a, 'POST', ADMIN_PATHS.stepUpTotp, { cookie: person.cookie, ip }, { code }),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(5);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(25 - checked);
  });

  it('keeps one unbroken audit chain when both instances append at once', async () => {
    const [dbA, dbB] = extraDbs as [typeof database.db, typeof database.db];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        recordAudit(i % 2 ? dbA : dbB, { actor: 'cli', action: 'token_revoke', object: `token:${i}` }, clock.now()),
      ),
    );
    const check = await verifyAuditChain(database.db);
    expect(check.ok).toBe(true);
  });

  it('deletes each expired case once when both instances sweep at the same moment', async () => {
    const [dbA, dbB] = extraDbs as [typeof database.db, typeof database.db];
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const filed = await submit(apps[0] as FastifyInstance, aReport(), 'zh', clientAddress());
      expect(filed.statusCode).toBe(200);
    }
    const rows = await database.db.selectFrom('complaints').select('id').execute();
    ids.push(...rows.map((r) => r.id));
    const retentionDays = 1095;
    await database.db
      .updateTable('complaints')
      .set({ status: 'closed', closed_at: isoAt(clock.now() - (retentionDays + 1) * DAY_MS) })
      .where('id', 'in', ids)
      .execute();
    const contextOn = (db: typeof dbA) => ({
      db,
      clock: clock.now,
      deadlines: { acknowledgeDays: 7, feedbackDays: 90, retentionDays },
      teamKey: createPublicKey(firstStartPrivateKey(dataDir)),
      store: new AttachmentStore(db),
    });
    const [a, b] = await Promise.all([deleteExpiredCases(contextOn(dbA)), deleteExpiredCases(contextOn(dbB))]);
    expect(a + b).toBe(ids.length);
    expect(await database.db.selectFrom('complaints').select('id').where('id', 'in', ids).execute()).toEqual([]);
    const deletions = await database.db
      .selectFrom('audit_log')
      .select('object')
      .where('action', '=', 'case_deleted')
      .execute();
    expect(deletions.map((r) => r.object).sort()).toEqual(ids.map((id) => `case:${id}`).sort());
    expect((await verifyAuditChain(database.db)).ok).toBe(true);
  });
});
