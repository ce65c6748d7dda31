import { describe, expect, it } from 'vitest';
import { isAdminUrl } from './guard.ts';
import { cookieSettings } from './session-cookie.ts';

describe('the session cookie', () => {
  it('is __Host- and Secure on HTTPS', () => {
    expect(cookieSettings('https://www.muyuanfoods.com')).toEqual({ name: '__Host-muyuan-admin', secure: true });
  });

  it('drops the prefix and Secure only on plain-HTTP localhost (development)', () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:8321', 'http://[::1]:8080']) {
      expect(cookieSettings(origin)).toEqual({ name: 'muyuan-admin', secure: false });
    }
    // Plain HTTP elsewhere keeps Secure: the cookie is then never sent, which is the point.
    expect(cookieSettings('http://intranet.example')).toEqual({ name: '__Host-muyuan-admin', secure: true });
  });
});

describe('back-office addresses', () => {
  it('are /admin and /api/admin/, whatever slashes repeat', () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/#/x',
      '/admin?x=1',
      '/api/admin/v1/me',
      '//api//admin/v1/me',
      '///admin/',
    ])
      expect([url, isAdminUrl(url)]).toEqual([url, true]);
    for (const url of ['/', '/administration', '/api/adminx', '/news?q=admin', '/media/admin.png'])
      expect([url, isAdminUrl(url)]).toEqual([url, false]);
  });
});
