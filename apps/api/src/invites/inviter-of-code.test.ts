import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { newInviter } from '../test-support/invite-test-bed.ts';
import { refusal } from '../test-support/test-client.ts';

const perIp = 4;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_IP: String(perIp) });
});

/** Limits count per clock minute: each test starts at the beginning of a fresh one. */
function startOfNextMinute(): void {
  const now = server.ctx.now().getTime();
  server.advanceClock(60_000 - (now % 60_000) + 50);
}

describe('GET /api/invites/:code', () => {
  it("answers the inviter's display name to anyone, signed in or not, and nothing else", async () => {
    startOfNextMinute();
    const inviter = await newInviter(server);
    await server.ctx.db.query("UPDATE accounts SET display_name = 'Ada Lovelace' WHERE id = $1", [inviter.accountId]);
    // Raw: the test reads that the answer sets no cookie.
    const answer = await server.client().call('getInviter', { params: { code: inviter.code } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ inviter: { displayName: 'Ada Lovelace' } });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('answers 404 invite_unknown, the same for an unknown and a malformed code', async () => {
    startOfNextMinute();
    for (const code of ['ZZZZZZZZZZ', 'abc', '<script>']) {
      const answer = await refusal(server.client().api.call('getInviter', { params: { code } }));
      expect(answer, code).toMatchObject({ status: 404, code: 'invite_unknown' });
    }
  });

  it(`answers 429 past ${String(perIp)} look-ups a minute from one address, so codes cannot be tried in bulk`, async () => {
    const inviter = await newInviter(server);
    startOfNextMinute();
    for (let lookUp = 0; lookUp < perIp; lookUp += 1) {
      await server.client().api.call('getInviter', { params: { code: inviter.code } });
    }
    const refused = await refusal(server.client().api.call('getInviter', { params: { code: inviter.code } }));
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' });
  });
});
