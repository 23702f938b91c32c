import { BlockList, isIP } from 'node:net';
import type { EnvReader } from './env-reader.ts';

/**
 * Which proxies' `X-Forwarded-For` the server believes (TRUST_PROXY): none (false), the nearest
 * `n` hops, or the proxies at these addresses and ranges. Never every hop: behind a balancer that
 * appends to the header, the left-most entry is whatever the client wrote (docs/api/processes-and-machines.md).
 */
export type TrustProxy = false | number | readonly string[];

/** The most proxies in front of the server a hop count may name. */
const maxHops = 10;

const refusedTrue =
  'must be the number of proxies in front of the server (1 behind one load balancer) or their addresses and CIDR ranges, comma-separated; `true` would believe any address a client writes in X-Forwarded-For, so its own rate limits and /api/metrics\' loopback check would count the address it chose';

/** `10.0.0.1`, `10.0.0.0/8`, `fd00::/8`: an IP address, or a range in CIDR notation. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY (docs/api/settings.md): unset or `false` for none; a hop count; or addresses and ranges. */
export function readTrustProxy(read: EnvReader, env: Record<string, string | undefined>): TrustProxy {
  const given = env.TRUST_PROXY?.trim() ?? '';
  if (given === '' || ['false', '0', 'no'].includes(given.toLowerCase())) return false;
  if (/^\d+$/.test(given)) {
    const hops = Number(given);
    if (hops <= maxHops) return hops;
    read.problems.push(`TRUST_PROXY: must be at most ${String(maxHops)} proxies (got ${JSON.stringify(given)})`);
    return false;
  }
  if (['true', 'yes'].includes(given.toLowerCase())) {
    read.problems.push(`TRUST_PROXY: ${refusedTrue} (got ${JSON.stringify(given)})`);
    return false;
  }
  const entries = given.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    read.problems.push(`TRUST_PROXY: ${bad.map((entry) => JSON.stringify(entry)).join(', ')} is not an IP address or a CIDR range; ${refusedTrue}`);
    return false;
  }
  return entries;
}

/**
 * Fastify's `trustProxy` as a function of each address of the chain, from the connection's (hop 0)
 * outwards: the client's address is the first one not trusted.
 */
export function trustedHop(trustProxy: TrustProxy): (address: string, hop: number) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  const listed = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) listed.addAddress(address, type);
    else listed.addSubnet(address, Number(prefix), type);
  }
  return (given) => {
    // An IPv4 peer on a dual-stack socket is named `::ffff:10.0.0.1`.
    const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(given)?.[1] ?? given;
    const version = isIP(address);
    return version !== 0 && listed.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Whether the connection itself comes from a trusted proxy, so that the headers it adds (`X-Forwarded-Host`) are believed. */
export function connectionFromTrustedProxy(trustProxy: TrustProxy): (remoteAddress: string | undefined) => boolean {
  const trusted = trustedHop(trustProxy);
  return (remoteAddress) => remoteAddress !== undefined && trusted(remoteAddress, 0);
}
