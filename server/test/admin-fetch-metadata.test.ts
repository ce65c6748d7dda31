import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ROLES } from '../src/admin/route-roles.ts';
import { createToken } from '../src/admin/tokens.ts';
import { type Caller, COOKIE_NAME, call, type Enrolled, enrollWithPassword, FakeClock } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { aReport, submit } from './helpers/integrity.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const P = ADMIN_PATHS;
const limits = { reportRateLimitMax: 1000, lookupRateLimitMax: 1000, uploadRateLimitMax: 1000 };

/**
 * What a page of the site can make a staff browser send with its session cookie (issue 38, point 3): an
 * `<img src="/api/admin/v1/cases/<id>">` in a published article, a frame, a link, a form. Each passes the
 * same-site check (same origin, and a GET needs no Origin); only the Fetch Metadata tells it from the
 * console's own fetch.
 */
const NOT_THE_CONSOLE: Record<string, Pick<Caller, 'fetchDest' | 'fetchMode' | 'fetchSite'>> = {
  'a picture': { fetchDest: 'image', fetchMode: 'no-cors', fetchSite: 'same-origin' },
  'a frame': { fetchDest: 'iframe', fetchMode: 'navigate', fetchSite: 'same-origin' },
  'a link followed': { fetchDest: 'document', fetchMode: 'navigate', fetchSite: 'same-origin' },
  'a script': { fetchDest: 'script', fetchMode: 'no-cors', fetchSite: 'same-origin' },
  'a fetch in no-cors mode': { fetchDest: 'empty', fetchMode: 'no-cors', fetchSite: 'same-origin' },
  'no Fetch Metadata at all': { fetchDest: null, fetchMode: null },
};

describe.each(databases())('with the session cookie, only the console’s own fetch is answered (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let officer: Enrolled;
  let caseId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, limits, { clock: clock.now });
    officer = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
    expect((await submit(t.app, aReport())).statusCode).toBe(200);
    caseId = (await t.db.selectFrom('complaints').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.cleanup());

  const auditRows = async () => (await t.db.selectFrom('audit_log').select('seq').execute()).length;
  const caseViews = () =>
    t.db
      .selectFrom('audit_log')
      .select('actor')
      .where('object', '=', `case:${caseId}`)
      .where('action', '=', 'case_view')
      .execute();
  const refused = (res: LightMyRequestResponse) => [res.statusCode, res.headers['x-error-code']];

  it('refuses a picture, a frame, a navigation, a script or a request without Fetch Metadata with 403, writing no audit row', async () => {
    const before = await auditRows();
    for (const [what, headers] of Object.entries(NOT_THE_CONSOLE)) {
      const res = await call(t.app, 'GET', withId(P.case, caseId), { cookie: officer.cookie, ...headers });
      expect([what, ...refused(res)]).toEqual([what, 403, 'not_console_fetch']);
    }
    // In both languages, as every refusal.
    const zh = await t.app.inject({
      method: 'GET',
      url: withId(P.case, caseId),
      headers: { lang: 'zh', cookie: `${COOKIE_NAME}=${officer.cookie}` },
    });
    expect([zh.statusCode, zh.json().msg]).toEqual([403, '后台接口只应答后台控制台自身的请求，请在控制台中操作']);
    expect(await auditRows()).toBe(before);
    expect(await caseViews()).toEqual([]);
  });

  it('refuses a form posted from a page of the site (same origin, a navigation) and changes nothing', async () => {
    const before = await auditRows();
    for (const headers of [
      { fetchDest: 'document', fetchMode: 'navigate', fetchSite: 'same-origin' },
      { fetchDest: 'iframe', fetchMode: 'navigate', fetchSite: 'same-origin' },
      { fetchDest: null, fetchMode: null },
    ]) {
      const res = await call(
        t.app,
        'POST',
        withId(P.caseAcknowledge, caseId),
        { cookie: officer.cookie, ...headers },
        {},
      );
      expect(refused(res)).toEqual([403, 'not_console_fetch']);
    }
    const detail = await call(t.app, 'GET', withId(P.case, caseId), { cookie: officer.cookie });
    expect(detail.json().data.status).toBe('received');
    expect(await auditRows()).toBe(before + 1);
  });

  it('answers the console’s fetch (cors or same-origin mode), and writes its audit row', async () => {
    const before = (await caseViews()).length;
    for (const fetchMode of ['cors', 'same-origin']) {
      const res = await call(t.app, 'GET', withId(P.case, caseId), {
        cookie: officer.cookie,
        fetchDest: 'empty',
        fetchMode,
        fetchSite: 'same-origin',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await caseViews()).length).toBe(before + 2);
  });

  it('answers an API token without Fetch Metadata, as before', async () => {
    const token = await createToken(t.db, clock.now(), { name: 'script', roles: ['compliance'], createdBy: null });
    const res = await call(t.app, 'GET', withId(P.case, caseId), { token: token.secret });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('asks it of the routes open to everyone too when the cookie comes along, and of none without it', async () => {
    const signIn = { email: 'nobody@muyuan.example', password: 'not the password', code: '000000' };
    const picture = { fetchDest: 'image', fetchMode: 'no-cors' };
    const withCookie = await call(t.app, 'POST', P.passwordSignIn, { cookie: officer.cookie, ...picture }, signIn);
    expect(refused(withCookie)).toEqual([403, 'not_console_fetch']);
    // Without the cookie, a sign-in is what it was (nothing of a session to borrow).
    expect((await call(t.app, 'POST', P.passwordSignIn, {}, signIn)).statusCode).toBe(401);
  });

  it('lets only GETs be framed: the console’s preview pages', () => {
    const framed = Object.entries(ROUTE_ROLES)
      .filter(([, rule]) => rule.framed)
      .map(([route]) => route);
    expect(framed.sort()).toEqual(
      [`GET ${P.contentPreview}`, `GET ${P.contentPreviewApp}`, `GET ${P.contentPreviewApi}/*`].sort(),
    );
  });
});
