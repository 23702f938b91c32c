import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/test-server.ts';

// Behind one load balancer that adds the address it was reached from to X-Forwarded-For
// (HAProxy's `option forwardfor`), a client that writes its own X-Forwarded-For chooses only the
// entries before the balancer's (docs/api/processes-and-machines.md).
const server = await startTestServer({ TRUST_PROXY: '1', RATE_LIMIT_PER_IP: '3' });
const viaBalancer = (written: string, reachedFrom: string) => ({ 'x-forwarded-for': `${written}, ${reachedFrom}` });

describe('the client address behind one trusted balancer (TRUST_PROXY=1)', () => {
  it('is the address the balancer added, whatever the client wrote before it: rate limits count it', async () => {
    const login = (headers: Record<string, string>) =>
      server.client().call('emailLogin', { body: { email: 'nobody@example.test', password: 'not the password 1' }, headers }).then((answer) => answer.status);
    // The limits count per clock minute: with the server's clock stopped, the attempts never
    // straddle two minutes however slowly a busy machine answers them.
    server.stopClock();
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) statuses.push(await login(viaBalancer(`203.0.113.${String(attempt)}`, '198.51.100.8')));
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the same balancer has its own count.
    expect(await login(viaBalancer('203.0.113.1', '198.51.100.9'))).toBe(401);
  });

  it('is not loopback because a client wrote 127.0.0.1: no metrics without the token', async () => {
    expect((await server.client().request('GET', '/api/metrics', { headers: viaBalancer('127.0.0.1', '203.0.113.5') })).status).toBe(403);
    // The balancer's own health check on the machine, with no header: the connection's address.
    expect((await server.client().request('GET', '/api/metrics')).status).toBe(200);
  });
});
