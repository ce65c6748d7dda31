import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork: the network a client counts as', () => {
  it('keeps an IPv4 address, and unwraps one mapped into IPv6', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => {
    const one = clientNetwork('2001:db8:1:2::5');
    expect(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(one);
    expect(clientNetwork('2001:0db8:0001:0002:0000:0000:0000:0005')).toBe(one);
    expect(clientNetwork('2001:db8:1:3::5')).not.toBe(one);
    expect(one).toBe('2001:db8:1:2::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
