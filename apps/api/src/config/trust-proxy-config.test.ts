import { describe, expect, it } from 'vitest';
import { EnvReader } from './env-reader.ts';
import { connectionFromTrustedProxy, readTrustProxy, trustedHop } from './trust-proxy-config.ts';

function read(value: string | undefined) {
  const env = { TRUST_PROXY: value };
  const reader = new EnvReader(env);
  return { trustProxy: readTrustProxy(reader, env), problems: reader.problems };
}

describe('TRUST_PROXY', () => {
  it('is none unset or false, a hop count, or addresses and CIDR ranges', () => {
    for (const none of [undefined, '', 'false', 'FALSE', '0', 'no']) expect(read(none), String(none)).toEqual({ trustProxy: false, problems: [] });
    expect(read('1')).toEqual({ trustProxy: 1, problems: [] });
    expect(read('2')).toEqual({ trustProxy: 2, problems: [] });
    expect(read('10.0.0.0/8, 192.168.1.5,fd00::/8, ::1')).toEqual({ trustProxy: ['10.0.0.0/8', '192.168.1.5', 'fd00::/8', '::1'], problems: [] });
  });

  it('refuses true, which would believe the address a client writes, saying what to give instead', () => {
    for (const value of ['true', 'yes', 'TRUE']) {
      const { trustProxy, problems } = read(value);
      expect(trustProxy).toBe(false);
      expect(problems).toEqual([expect.stringMatching(/^TRUST_PROXY: must be the number of proxies in front of the server \(1 behind one load balancer\).*`true` would believe any address a client writes/)]);
    }
  });

  it('refuses what is neither, naming the bad entries', () => {
    expect(read('11').problems).toEqual(['TRUST_PROXY: must be at most 10 proxies (got "11")']);
    expect(read('10.0.0.0/33,balancer').problems).toEqual([expect.stringMatching(/^TRUST_PROXY: "10\.0\.0\.0\/33", "balancer" is not an IP address or a CIDR range; /)]);
    expect(read('10.0.0.1/8/2').problems).toHaveLength(1);
  });
});

describe('trustedHop', () => {
  it('trusts the nearest hops of a count, and the listed addresses wherever they are', () => {
    const oneHop = trustedHop(1);
    expect([oneHop('10.0.0.9', 0), oneHop('203.0.113.5', 1)]).toEqual([true, false]);
    const listed = trustedHop(['10.0.0.0/8', '::1']);
    expect([listed('10.1.2.3', 0), listed('::ffff:10.1.2.3', 0), listed('::1', 0), listed('11.0.0.1', 0), listed('not an address', 0)]).toEqual([true, true, true, false, false]);
    expect(trustedHop(false)('127.0.0.1', 0)).toBe(false);
  });

  it('believes a connection\'s forwarded headers only from a trusted proxy', () => {
    expect(connectionFromTrustedProxy(['10.0.0.0/8'])('10.0.0.2')).toBe(true);
    expect(connectionFromTrustedProxy(['10.0.0.0/8'])('127.0.0.1')).toBe(false);
    expect(connectionFromTrustedProxy(1)(undefined)).toBe(false);
  });
});
