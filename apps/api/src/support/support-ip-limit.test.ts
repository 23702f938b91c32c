import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/test-server.ts';
import { ticketBody, ticketCount } from '../test-support/support-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';

const PER_IP = 3;
const server = await startTestServer({ RATE_LIMIT_PER_IP: String(PER_IP) });

describe('the per-IP limit of filing tickets', () => {
  it(`answers 429 to the ${PER_IP + 1}th ticket in a minute from one address, anonymous and without a contact, storing nothing`, async () => {
    // Limits count per clock minute: start at the beginning of one, so the burst never straddles two.
    const now = server.ctx.now().getTime();
    server.advanceClock(60_000 - (now % 60_000) + 50);
    for (let ticket = 0; ticket < PER_IP; ticket++) {
      await server.client().api.call('createSupportTicket', { body: ticketBody() });
    }
    const before = await ticketCount(server);
    const refused = await refusal(server.client().api.call('createSupportTicket', { body: ticketBody() }));
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
    expect(await ticketCount(server)).toBe(before);
  });
});
