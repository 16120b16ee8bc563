import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may never go (unless WEBHOOK_ALLOW_PRIVATE): this host, the private networks,
// link-local (where cloud metadata answers, 169.254.169.254 and fd00:ec2::254), carrier-grade
// NAT, multicast and the reserved ranges. IPv4 mapped into IPv6 is checked as IPv4.
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  REFUSED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  REFUSED.addSubnet(network, prefix, 'ipv6');

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether `address` (an IP literal) is one a webhook may not reach. */
export function isRefusedAddress(address: string): boolean {
  const mapped = MAPPED_V4.exec(address)?.[1];
  if (mapped) return REFUSED.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return REFUSED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type ResolvedTarget = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/**
 * The address to connect to for `hostname`, resolved now and checked: every address the name
 * resolves to must be public (a name answering both a public and a private address is refused),
 * and the caller connects to the one returned, so the name cannot be re-pointed between the check
 * and the connection. `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) skips the check.
 */
export async function resolveTarget(hostname: string, allowPrivate: boolean): Promise<ResolvedTarget> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch (error) {
    return {
      ok: false,
      reason: `The name ${host} does not resolve (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    };
  }
  const first = addresses[0];
  if (!first) return { ok: false, reason: `The name ${host} has no address.` };
  if (!allowPrivate) {
    const refused = addresses.find((entry) => isRefusedAddress(entry.address));
    if (refused)
      return {
        ok: false,
        reason: `Refused: ${host} resolves to ${refused.address}, a loopback, private, link-local or metadata address.`,
      };
  }
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
