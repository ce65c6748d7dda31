import { describe, expect, it } from 'vitest';
import { allowList, isCidr } from './network-list.ts';

describe('ADMIN_ALLOW_CIDRS matching', () => {
  const allowed = allowList(['10.0.0.0/8', '192.168.1.0/24', '2001:db8::/32', '127.0.0.1']);

  it('admits addresses inside the listed networks, IPv4 on a dual-stack socket included', () => {
    for (const ip of ['10.1.2.3', '192.168.1.200', '2001:db8::1', '127.0.0.1', '::ffff:10.9.9.9']) {
      expect([ip, allowed?.(ip)]).toEqual([ip, true]);
    }
  });

  it('refuses addresses outside them, and anything that is not an address', () => {
    for (const ip of ['11.0.0.1', '192.168.2.1', '2001:db9::1', '127.0.0.2', '', 'localhost']) {
      expect([ip, allowed?.(ip)]).toEqual([ip, false]);
    }
  });

  it('is off when no network is listed', () => {
    expect(allowList([])).toBeUndefined();
  });

  it('tells valid blocks from invalid ones', () => {
    expect(['10.0.0.0/8', '::1/128', '192.0.2.1'].every(isCidr)).toBe(true);
    expect(['10.0.0.0/33', 'abc/8', '::1/129', '10.0.0.0/'].some(isCidr)).toBe(false);
  });
});
