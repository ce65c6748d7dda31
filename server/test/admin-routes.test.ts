import { ADMIN_API_PREFIX, ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContext } from '../src/admin/context.ts';
import { registerAdminGuard } from '../src/admin/guard.ts';
import { ROUTE_ROLES } from '../src/admin/route-roles.ts';
import { routePath } from '../src/admin/routes/openapi.ts';
import { createToken } from '../src/admin/tokens.ts';
import { call, type Enrolled, enrollWithPassword, FakeClock } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databases())('every admin route declares its roles and is guarded (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let admin: Enrolled;
  let viewer: Enrolled;
  let compliance: Enrolled;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
    admin = await enrollWithPassword(t.app, t.db, clock, ['admin']);
    viewer = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    compliance = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
  });
  afterAll(async () => t?.cleanup());

  const routes = () => t.app.adminRoutes.routes.filter((r) => r.method !== 'HEAD');
  const sample = (url: string) => url.replace(/:[A-Za-z]+/g, (param) => (param === ':number' ? '1' : 'some-id'));

  it('registers every route of the table, and no admin route outside it', () => {
    const registered = routes().map((r) => `${r.method} ${r.url}`);
    expect(registered.every((r) => r.split(' ')[1]?.startsWith(ADMIN_API_PREFIX))).toBe(true);
    expect(new Set(registered)).toEqual(new Set(Object.keys(ROUTE_ROLES)));
    for (const route of routes()) expect(ROUTE_ROLES[`${route.method} ${route.url}`]).toBe(route.rule);
  });

  it('refuses requests without credentials with 401 on every route that is not public', async () => {
    for (const { method, url, rule } of routes()) {
      if (rule.roles === 'public') continue;
      const res = await call(t.app, method as Method, sample(url), {}, method === 'GET' ? undefined : {});
      expect([`${method} ${url}`, res.statusCode, res.json()]).toEqual([
        `${method} ${url}`,
        401,
        { code: 401, msg: 'Please sign in first', data: null },
      ]);
    }
  });

  it('refuses a role the route does not admit with 403', async () => {
    let checked = 0;
    for (const { method, url, rule } of routes()) {
      if (rule.roles === 'public' || rule.roles === 'signed-in') continue;
      // Viewers read content; compliance sees none of it, and holds no role a content route admits.
      const outsider = rule.roles.includes('viewer') ? compliance : viewer;
      if (rule.roles.includes('viewer')) expect(rule.roles).not.toContain('compliance');
      if (method !== 'GET') expect(rule.roles).not.toContain('viewer');
      const res = await call(
        t.app,
        method as Method,
        sample(url),
        { cookie: outsider.cookie },
        method === 'GET' ? undefined : {},
      );
      expect([`${method} ${url}`, res.statusCode, res.headers['x-error-code']]).toEqual([
        `${method} ${url}`,
        403,
        'forbidden',
      ]);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('refuses requests from another site with 403 on every route, signed in or not', async () => {
    for (const { method, url } of routes()) {
      const body = method === 'GET' ? undefined : {};
      const crossFetch = await call(
        t.app,
        method as Method,
        sample(url),
        { cookie: admin.cookie, fetchSite: 'cross-site' },
        body,
      );
      expect([`${method} ${url}`, crossFetch.statusCode, crossFetch.headers['x-error-code']]).toEqual([
        `${method} ${url}`,
        403,
        'cross_site',
      ]);
      if (method === 'GET') continue;
      const otherOrigin = await call(
        t.app,
        method as Method,
        sample(url),
        { cookie: admin.cookie, origin: 'https://evil.example' },
        body,
      );
      expect([`${method} ${url}`, otherOrigin.statusCode]).toEqual([`${method} ${url}`, 403]);
      const noOrigin = await call(t.app, method as Method, sample(url), { cookie: admin.cookie, origin: null }, body);
      expect([`${method} ${url}`, noOrigin.statusCode]).toEqual([`${method} ${url}`, 403]);
    }
  });

  it('refuses the session cookie on anything but the console’s fetch, on every route; frames only the preview', async () => {
    let framed = 0;
    for (const { method, url, rule } of routes()) {
      const body = method === 'GET' ? undefined : {};
      const as = (fetchDest: string | null, fetchMode: string | null) =>
        call(t.app, method as Method, sample(url), { cookie: admin.cookie, fetchDest, fetchMode }, body);
      for (const [dest, mode] of [
        ['image', 'no-cors'],
        ['script', 'no-cors'],
        ['empty', 'no-cors'],
        [null, null],
      ] as const) {
        const res = await as(dest, mode);
        expect([`${method} ${url}`, dest, res.statusCode, res.headers['x-error-code']]).toEqual([
          `${method} ${url}`,
          dest,
          403,
          'not_console_fetch',
        ]);
      }
      for (const dest of ['iframe', 'document']) {
        const res = await as(dest, 'navigate');
        const refused = res.headers['x-error-code'] === 'not_console_fetch';
        expect([`${method} ${url}`, dest, refused]).toEqual([`${method} ${url}`, dest, !rule.framed]);
      }
      if (rule.framed) {
        expect(method).toBe('GET');
        framed++;
      }
    }
    expect(framed).toBe(3);
  });

  it('answers any JSON body on the routes open to everyone with a 4xx, never a 5xx', async () => {
    // Passkey sign-in options take no body (any is ignored); every other open route reads one.
    const publicPosts = routes().filter(
      (r) => r.rule.roles === 'public' && r.method === 'POST' && r.url !== ADMIN_PATHS.passkeySignInOptions,
    );
    expect(publicPosts.length).toBeGreaterThan(5);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...publicPosts), fc.jsonValue(), async (route, body) => {
        const res = await call(t.app, 'POST', route.url, {}, body ?? null);
        expect([route.url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([route.url, true]);
        // A refusal carries nothing, or (a field the schema refused) each field with what is wrong in words.
        const { data } = res.json();
        if (res.headers['x-error-code'] === 'bad_request' && data !== null) {
          expect(data.fields.length).toBeGreaterThan(0);
          for (const field of data.fields)
            expect(field).toEqual({ path: expect.any(String), message: expect.any(String) });
        } else expect(data).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('answers every admin request no-store and noindex, errors included', async () => {
    const me = await call(t.app, 'GET', '/api/admin/v1/me', { cookie: admin.cookie });
    expect(me.statusCode).toBe(200);
    const refused = await call(t.app, 'GET', '/api/admin/v1/me');
    const unknown = await call(t.app, 'GET', '/api/admin/v1/nothing-here', { cookie: admin.cookie });
    expect(unknown.statusCode).toBe(404);
    for (const res of [me, refused, unknown]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('describes every admin route with its roles in an OpenAPI document for staff and tokens, and none in the public one', async () => {
    expect((await call(t.app, 'GET', ADMIN_PATHS.openApi)).statusCode).toBe(401);
    const token = await createToken(t.db, clock.now(), { name: 'openapi reader', roles: ['viewer'], createdBy: null });
    const byToken = await call(t.app, 'GET', ADMIN_PATHS.openApi, { token: token.secret });
    expect(byToken.statusCode).toBe(200);
    const doc = byToken.json() as {
      openapi: string;
      paths: Record<string, Record<string, { 'x-roles': unknown; security: unknown[]; responses: unknown }>>;
      components: { securitySchemes: Record<string, { type: string }> };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['session', 'token']);
    const described = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${routePath(path)}`),
    );
    const documented = Object.keys(ROUTE_ROLES).filter((route) => route !== `GET ${ADMIN_PATHS.openApi}`);
    expect(new Set(described)).toEqual(new Set(documented));
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const rule = ROUTE_ROLES[`${method.toUpperCase()} ${routePath(path)}`];
        expect(operation['x-roles']).toEqual(rule?.roles);
        expect(operation.security).toEqual(
          rule?.roles === 'public' ? [] : rule?.session ? [{ session: [] }] : [{ session: [] }, { token: [] }],
        );
        expect(operation.responses).toBeDefined();
      }
    const publicDoc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: object };
    expect(Object.keys(publicDoc.paths).filter((path) => path.startsWith(ADMIN_API_PREFIX))).toEqual([]);
    expect(Object.keys(publicDoc.paths).length).toBeGreaterThan(20);
  });
});

describe('the guard', () => {
  it('stops the server from starting when an admin route has no declared role', async () => {
    const app = Fastify();
    registerAdminGuard(app, {} as AdminContext, { allowed: undefined, trustsProxy: false });
    const starting = (async () => {
      await app.register(async (child) => {
        child.get('/api/admin/v1/undeclared', async () => 'open');
      });
      await app.ready();
    })();
    await expect(starting).rejects.toThrow(/GET \/api\/admin\/v1\/undeclared declares no role/);
    await app.close().catch(() => {});
  });
});
