import { BlockList, isIP } from 'node:net';

/** IPv4 networks no outbound fetch may reach: loopback, private, link-local, carrier-grade NAT, multicast, reserved. */
const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');

/**
 * IPv6 networks that are not public in themselves. The forms that carry an IPv4 address (mapped,
 * compatible, NAT64, 6to4) are judged by that address instead (`embeddedIPv4`).
 */
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215)
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: the IPv4 inside is obfuscated
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (`::127.0.0.1`, `::ffff:0:7f00:1`, `64:ff9b::a9fe:a9fe`); null when it is not one. */
function ipv6Bytes(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = groups(head);
  const back = tail === null ? [] : groups(tail);
  const words = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
const ZEROS = (count: number) => new Array<number>(count).fill(0);

/** The IPv4 address an IPv6 address stands for: IPv4-mapped, -translated, -compatible, NAT64 (64:ff9b::/96) or 6to4. */
function embeddedIPv4(bytes: number[]): string | null {
  const last4 = bytes.slice(12).join('.');
  if (startsWith(bytes, [...ZEROS(10), 0xff, 0xff])) return last4; // ::ffff:a.b.c.d
  if (startsWith(bytes, [...ZEROS(8), 0xff, 0xff, 0, 0])) return last4; // ::ffff:0:a.b.c.d
  if (startsWith(bytes, ZEROS(12))) return last4; // ::a.b.c.d (:: and ::1 included: 0.0.0.0/8)
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...ZEROS(8)])) return last4; // 64:ff9b::a.b.c.d
  if (startsWith(bytes, [0x20, 0x02])) return bytes.slice(2, 6).join('.'); // 2002:AABB:CCDD::
  return null;
}

/**
 * Whether an outbound fetch may connect to the address: a public unicast IPv4 or IPv6 address. An
 * IPv6 form that carries an IPv4 address is judged by it, so `[::127.0.0.1]`, `[::ffff:0:7f00:1]` and
 * `[64:ff9b::a9fe:a9fe]` are as private as 127.0.0.1 and 169.254.169.254. Anything else (a name) is not.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const ipv4 = embeddedIPv4(bytes);
  if (ipv4) return !NOT_PUBLIC_V4.check(ipv4, 'ipv4');
  return !NOT_PUBLIC_V6.check(address.replace(/%.*$/, ''), 'ipv6');
}
