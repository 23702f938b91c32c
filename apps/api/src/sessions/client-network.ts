import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, as /setting shows it to tell sessions apart: an IPv4
 * address masked to its /24 (`203.0.113.0/24`), an IPv6 one to its /48 (`2001:db8:1::/48`, about
 * a site or a provider's customer). Enough to recognise "home" from "the office", not to point at
 * a device, and no geolocation service is asked. An address the server could not read is ''.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 3).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/48`;
  return '';
}

/** The eight groups of an IPv6 address, `::` filled in (a zone such as `%eth0` dropped). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = (ip.split('%')[0] ?? '').split('::');
  const groupsOf = (part: string | undefined): string[] => (part === undefined || part === '' ? [] : part.split(':'));
  const before = groupsOf(head);
  const after = groupsOf(tail);
  const missing = tail === undefined ? 0 : 8 - before.length - after.length;
  return [...before, ...Array.from({ length: missing }, () => '0'), ...after];
}
