import ipaddr from 'ipaddr.js';

/** How many leading bits of an IPv6 address name one subscriber: a home or office line gets a whole /64. */
const IPV6_SUBSCRIBER_BITS = 64;

/**
 * The network a client counts as for limits: an IPv4 address itself (an IPv4-mapped IPv6 address
 * too), an IPv6 address its /64. One IPv6 subscriber holds 2^64 addresses; counting them one by one
 * would let a single line act as a botnet (a new address per attempt). Anything else is kept as it is.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_SUBSCRIBER_BITS}`);
  return `${prefix.toString()}/${IPV6_SUBSCRIBER_BITS}`;
}
