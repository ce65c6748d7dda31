import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdminInvitation, FIRST_ADMIN_ROLES } from '../src/admin/first-admin.ts';
import { totpCode } from '../src/admin/totp.ts';
import {
  ADMIN_ORIGIN,
  call,
  enrollWithPassword,
  FakeClock,
  STRONG_PASSWORD,
  sessionHeaders,
  staffEmail,
} from './helpers/admin.ts';
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
    // Every role but compliance: a role is given only by its holders, and the operator seeds the compliance team.
    expect(info.json().data).toMatchObject({ email: '', roles: ['admin', 'editor', 'publisher', 'viewer'] });
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
    expect(enrolled.json().data).toMatchObject({ name: 'Qin Yinglin', roles: FIRST_ADMIN_ROLES });
    expect(await ensureFirstAdminInvitation(t.db, ADMIN_ORIGIN, clock.now())).toEqual({ kind: 'not-needed' });
  });
});

describe.each(databases())('the admin API’s refusal of a field (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
    const first = await ensureFirstAdminInvitation(t.db, ADMIN_ORIGIN, clock.now());
    token = first.kind === 'issued' ? (first.address.split('/').pop() ?? '') : '';
  });
  afterAll(async () => t?.cleanup());

  /** The console's enrollment call, in the console's language. */
  const enroll = (lang: 'zh' | 'en', body: object) =>
    t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.enrollmentPasskeyOptions,
      headers: { lang, origin: ADMIN_ORIGIN },
      payload: body,
    });

  it('says in words which field is missing or wrong and what is wrong with it, in the caller’s language', async () => {
    const blank = { token, name: 'Qin Yinglin', email: '' };
    const zh = await enroll('zh', blank);
    expect([zh.statusCode, zh.headers['x-error-code']]).toEqual([400, 'bad_request']);
    expect(zh.json()).toEqual({
      code: 400,
      msg: '请填写工作邮箱',
      data: { fields: [{ path: 'email', message: '请填写工作邮箱' }] },
    });
    const en = await enroll('en', blank);
    expect(en.json()).toMatchObject({ msg: 'Please enter the work e-mail', data: { fields: [{ path: 'email' }] } });

    const typo = await enroll('zh', { token, name: 'Qin Yinglin', email: 'qin.muyuan.example' });
    expect(typo.json().msg).toBe('工作邮箱不是有效的邮箱地址，应类似 name@muyuan.example');
    const both = await enroll('en', { token, name: '  ', email: 'qin@' });
    expect(both.json().msg).toBe(
      'Please enter the name; The work e-mail is not an e-mail address (it looks like name@muyuan.example)',
    );
    expect(both.json().data.fields.map((f: { path: string }) => f.path)).toEqual(['name', 'email']);
    const long = await enroll('zh', { token, name: 'x'.repeat(101), email: 'qin@muyuan.example' });
    expect(long.json().msg).toBe('姓名不能超过 100 个字符');
    const extra = await enroll('en', { token, name: 'Qin', email: 'qin@muyuan.example', admin: true });
    expect(extra.json().msg).toBe('The request has fields it does not take: admin');
  });

  it('names a route’s own fields (an API token’s name) and a list to choose from (roles)', async () => {
    const admin = await enrollWithPassword(t.app, t.db, clock, ['admin']);
    const headers = { lang: 'zh', origin: ADMIN_ORIGIN, ...sessionHeaders(admin.cookie) };
    const token = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.tokens,
      headers,
      payload: { name: '', roles: [] },
    });
    expect(token.json().msg).toBe('请填写令牌名称；请至少选择一个角色');
    const invite = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.invitations,
      headers,
      payload: { email: 'colleague@muyuan.example', roles: ['chief'] },
    });
    expect(invite.json()).toMatchObject({ msg: '角色不是可选的值', data: { fields: [{ path: 'roles.0' }] } });
    const audit = await t.app.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?pageSize=0`, headers });
    expect(audit.json().msg).toBe('每页条数不能小于 1');
  });

  it('says a record’s required field left empty in words, under the field the form marks', async () => {
    const editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    const draft = (lang: 'zh' | 'en') =>
      t.app.inject({
        method: 'PUT',
        url: withParams(ADMIN_PATHS.contentDraft, { collection: 'news', id: 'news-untitled' }),
        headers: { lang, origin: ADMIN_ORIGIN, ...sessionHeaders(editor.cookie) },
        payload: {
          json: { id: 'news-untitled', category: 'company', date: '2026-11-20', zh: { title: ' ', body: '正文。' } },
          baseVersion: null,
        },
      });
    const zh = await draft('zh');
    expect([zh.statusCode, zh.headers['x-error-code']]).toEqual([400, 'invalid_record']);
    expect(zh.json().data.fields).toContainEqual({ path: 'zh.summary', message: '请填写此项' });
    expect((await draft('en')).json().data.fields).toContainEqual({
      path: 'zh.summary',
      message: 'Please fill this in',
    });
  });
});
