import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitation } from '../src/admin/invitations.ts';
import { ADMIN_ORIGIN, call, FakeClock, sessionCookie, staffEmail } from './helpers/admin.ts';
import { clientAddress } from './helpers/client-address.ts';
import { databases } from './helpers/databases.ts';
import { SoftAuthenticator } from './helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(databases())('passkeys through the API (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  const device = new SoftAuthenticator(ADMIN_ORIGIN);
  let cookie = '';

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
  });
  afterAll(async () => t?.cleanup());

  const signInWithPasskey = async (authenticator: SoftAuthenticator) => {
    const options = (await call(t.app, 'POST', ADMIN_PATHS.passkeySignInOptions, {})).json().data;
    return call(
      t.app,
      'POST',
      ADMIN_PATHS.passkeySignIn,
      { ip: clientAddress() },
      {
        ceremonyId: options.ceremonyId,
        response: authenticator.authenticate(options.options),
      },
    );
  };

  it('enrolls from an invitation with a passkey and is signed in', async () => {
    const invitation = await createInvitation(t.db, clock.now(), { email: staffEmail('passkey'), roles: ['editor'] });
    const options = await call(
      t.app,
      'POST',
      ADMIN_PATHS.enrollmentPasskeyOptions,
      {},
      { token: invitation.secret, name: 'Wang Fang' },
    );
    const { ceremonyId, options: creation } = options.json().data;
    const enrolled = await call(
      t.app,
      'POST',
      ADMIN_PATHS.enrollmentPasskey,
      {},
      {
        token: invitation.secret,
        name: 'Wang Fang',
        ceremonyId,
        response: device.register(creation),
        label: 'work laptop',
      },
    );
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json().data).toEqual({ name: 'Wang Fang', roles: ['editor'] });
    cookie = sessionCookie(enrolled);
    expect((await call(t.app, 'GET', ADMIN_PATHS.me, { cookie })).json().data.name).toBe('Wang Fang');
  });

  it('signs in with the passkey (no e-mail asked); another device’s key is refused', async () => {
    const res = await signInWithPasskey(device);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'Wang Fang', roles: ['editor'] });
    const stranger = new SoftAuthenticator(ADMIN_ORIGIN);
    stranger.register({ rp: { id: 'localhost' }, user: { id: 'c29tZW9uZQ' }, challenge: 'AAAA' });
    expect((await signInWithPasskey(stranger)).statusCode).toBe(401);
  });

  it('refuses a passkey answer made for another origin', async () => {
    const phishing = new SoftAuthenticator('https://muyuan-login.example');
    // Same key material is not needed: the origin in the signed client data is already wrong.
    Object.assign(phishing, { credentials: (device as unknown as { credentials: unknown[] }).credentials });
    expect((await signInWithPasskey(phishing)).statusCode).toBe(401);
  });

  it('steps up with the passkey, adds a second one, and removes one but never the last', async () => {
    const session = sessionCookie(await signInWithPasskey(device));
    clock.advance(11 * 60_000);
    const addOptions = (await call(t.app, 'POST', ADMIN_PATHS.myPasskeyOptions, { cookie: session })).json().data;
    const second = new SoftAuthenticator(ADMIN_ORIGIN);
    const add = () =>
      call(
        t.app,
        'POST',
        ADMIN_PATHS.myPasskeys,
        { cookie: session },
        {
          ceremonyId: addOptions.ceremonyId,
          response: second.register(addOptions.options),
          label: 'phone',
        },
      );
    expect((await add()).headers['x-error-code']).toBe('step_up_required');

    const stepOptions = (await call(t.app, 'POST', ADMIN_PATHS.stepUpPasskeyOptions, { cookie: session })).json().data;
    expect(stepOptions.options.allowCredentials).toHaveLength(1);
    const stepped = await call(
      t.app,
      'POST',
      ADMIN_PATHS.stepUpPasskey,
      { cookie: session },
      {
        ceremonyId: stepOptions.ceremonyId,
        response: device.authenticate(stepOptions.options),
      },
    );
    expect(stepped.statusCode).toBe(200);

    const added = await add();
    expect(added.statusCode).toBe(200);
    const list = added.json().data.list as { id: string; label: string }[];
    expect(list.map((p) => p.label)).toEqual(['work laptop', 'phone']);
    // A passkey-only account: no password and authenticator app, so no recovery codes to renew.
    expect(added.json().data.hasPassword).toBe(false);
    expect((await signInWithPasskey(second)).statusCode).toBe(200);

    const [first, phone] = list.map((p) => p.id);
    const removed = await call(t.app, 'DELETE', withId(ADMIN_PATHS.myPasskey, first ?? ''), { cookie: session });
    expect(removed.json().data.list).toHaveLength(1);
    const last = await call(t.app, 'DELETE', withId(ADMIN_PATHS.myPasskey, phone ?? ''), { cookie: session });
    expect([last.statusCode, last.headers['x-error-code']]).toEqual([409, 'last_sign_in_method']);
    expect((await signInWithPasskey(device)).statusCode).toBe(401);
  });
});
