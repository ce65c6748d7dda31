import { BlockList, isIP } from 'node:net';

/**
 * ADMIN_ALLOW_CIDRS: the networks /admin and /api/admin answer (`10.0.0.0/8, 192.168.1.0/24, ::1/128`);
 * empty: every network. The client address is Fastify's `request.ip`, which follows TRUST_PROXY.
 */
export function allowList(cidrs: readonly string[]): ((ip: string) => boolean) | undefined {
  if (cidrs.length === 0) return undefined;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', bits] = cidr.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    list.addSubnet(address, Number(bits ?? (family === 'ipv6' ? 128 : 32)), family);
  }
  return (ip) => {
    // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Whether a value is a CIDR block Node understands (config validation). */
export function isCidr(value: string): boolean {
  const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(value);
  if (!match?.[1]) return false;
  const family = isIP(match[1]);
  if (family === 0) return false;
  const bits = match[2] === undefined ? undefined : Number(match[2]);
  return bits === undefined || bits <= (family === 6 ? 128 : 32);
}
