import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';

// Requests the server makes to addresses its users chose (push endpoints, decision 2430) reach only
// the public internet: never this machine, its network or a cloud's metadata service. The address is
// judged where the socket connects, on the addresses that very connection uses, so a name that
// resolved to a public address when it was checked and to 127.0.0.1 a moment later (DNS rebinding)
// gets nowhere.

/** IPv4 blocks that are not globally reachable (IANA special-purpose registry), multicast and reserved. */
const NOT_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where clouds keep their metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/**
 * IPv6 inside global unicast (2000::/3) that is not public or carries an IPv4 address to a relay.
 * Everything outside 2000::/3 is refused: ::, ::1, IPv4-mapped and -compatible, NAT64 (64:ff9b::),
 * unique-local (fc00::/7), link-local (fe80::/10), multicast (ff00::/8).
 */
const NOT_PUBLIC_V6: Array<[string, number]> = [
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address behind a relay
  ['3fff::', 20], // documentation
];

const notPublic = new BlockList();
for (const [net, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(net, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether a socket may connect to `address` (an IP address): a public one, or with `allowLoopback`
 * (PUSH_ALLOW_HTTP_ENDPOINTS: tests and development) one of this machine's loopback addresses too.
 * IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as IPv6, outside global unicast: refused.
 */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // A BlockList matches an IPv4-mapped address against IPv4 rules too: ::ffff:127.0.0.1 is loopback.
  if (allowLoopback && loopback.check(address, type)) return true;
  if (type === 'ipv6' && !globalUnicast.check(address, 'ipv6')) return false;
  return !notPublic.check(address, type);
}

/** A connection refused because its host is, or resolves to, an address that is not public. */
export class NotPublicAddressError extends Error {
  readonly code = 'ENOTPUBLIC';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(host === address ? `${address} is not a public address` : `${host} resolves to ${address}, not a public address`);
    this.name = 'NotPublicAddressError';
  }
}

/** The NotPublicAddressError behind a failed request (undici's fetch wraps it as its `cause`), if that is why it failed. */
export function notPublicCause(err: unknown): NotPublicAddressError | null {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof NotPublicAddressError) return e;
  }
  return null;
}

/** dns.lookup for a socket's connect, failing when any address the name has is not public. */
function publicLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((a) => !isPublicAddress(a.address, allowLoopback));
      if (refused) return callback(new NotPublicAddressError(hostname, refused.address), '', 0);
      const [first] = addresses;
      if (options.all || !first) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * An undici dispatcher whose every new connection goes only to public addresses: an IP literal is
 * judged as it is (net.connect does no lookup for one), a name by all the addresses it resolves to,
 * at connect time. One per `allowLoopback`, kept for the process (idle sockets do not hold it open).
 */
export function publicOnlyDispatcher(allowLoopback: boolean): Dispatcher {
  let agent = dispatchers.get(allowLoopback);
  if (!agent) {
    const connect = buildConnector({ lookup: publicLookup(allowLoopback) });
    agent = new Agent({
      connect: (options, callback) => {
        const host = options.hostname.replace(/^\[(.*)\]$/, '$1');
        if (isIP(host) && !isPublicAddress(host, allowLoopback)) return callback(new NotPublicAddressError(host, host), null);
        connect(options, callback);
      },
    });
    dispatchers.set(allowLoopback, agent);
  }
  return agent;
}

const dispatchers = new Map<boolean, Agent>();

/**
 * Checks a name before it is kept (a push endpoint's host): the first address it resolves to that is
 * not public, or null. A name that does not resolve (or not within `timeoutMs`) answers null: the
 * check at connect time still stands, and a push service's name may be briefly unresolvable.
 */
export async function refusedAddressOf(hostname: string, allowLoopback: boolean, timeoutMs = 3000): Promise<string | null> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return isPublicAddress(host, allowLoopback) ? null : host;
  const addresses = await Promise.race([
    new Promise<Array<{ address: string }>>((resolve) => lookup(host, { all: true }, (err, found) => resolve(err ? [] : found))),
    new Promise<[]>((resolve) => setTimeout(() => resolve([]), timeoutMs).unref()),
  ]);
  return addresses.find((a) => !isPublicAddress(a.address, allowLoopback))?.address ?? null;
}
