import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('the network a session shows', () => {
  it('masks IPv4 to its /24 and IPv6 to its /48, whatever way the address is written', () => {
    expect(clientNetwork('203.0.113.57')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(clientNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(clientNetwork('2001:0db8:0001::1')).toBe('2001:db8:1::/48');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(clientNetwork('::1')).toBe('0:0:0::/48');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0::/48');
  });

  it('keeps nothing of what is not an address', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('unknown')).toBe('');
    expect(clientNetwork('999.1.1.1')).toBe('');
  });
});
