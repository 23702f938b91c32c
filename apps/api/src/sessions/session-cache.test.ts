import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import type { TestClient } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { createSession } from './sessions.ts';

// A session read is reused for up to a second (docs/decisions/006-session-read-cache.md). The
// server's clock stands still here, so "within the second" does not depend on the machine's speed.
const server = await startTestServer({ SESSION_CACHE_MS: '1000' });
server.stopClock();

/** Another browser holding `token` as its session cookie. */
function browserWith(token: string): TestClient {
  const browser = server.client();
  browser.cookies.set(SESSION_COOKIE, token);
  return browser;
}

const signedIn = async (browser: TestClient): Promise<boolean> => (await browser.call<{ account: unknown }>('getSession')).body.account !== null;

describe('a session read within the second', () => {
  it('ends at once when it is signed out in this process', async () => {
    const { client } = await signedInPlayer(server);
    const sameSession = browserWith(client.cookies.get(SESSION_COOKIE) ?? '');
    expect(await signedIn(sameSession)).toBe(true);
    expect((await client.call('logout')).status).toBe(200);
    expect(await signedIn(sameSession)).toBe(false);
  });

  it('ends at once when another device ends the account’s other sessions', async () => {
    const { accountId, client } = await signedInPlayer(server);
    const { token } = await createSession(server.ctx.db, { accountId, userAgent: 'test', ttlDays: 7, now: server.ctx.now() });
    const otherDevice = browserWith(token);
    expect(await signedIn(otherDevice)).toBe(true);
    expect(await client.call('revokeOtherSessions')).toMatchObject({ status: 200, body: { ended: 1 } });
    expect(await signedIn(otherDevice)).toBe(false);
    expect(await signedIn(client)).toBe(true);
  });

  it('lasts at most the second when the session ends elsewhere (another process, or SQL)', async () => {
    const { accountId, client } = await signedInPlayer(server);
    expect(await signedIn(client)).toBe(true);
    await server.ctx.db.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
    expect(await signedIn(client)).toBe(true);
    server.advanceClock(1_000);
    expect(await signedIn(client)).toBe(false);
  });

  it('is not used by the staff routes: a role given a moment ago counts there at once', async () => {
    const { accountId, client } = await signedInPlayer(server);
    expect(await signedIn(client)).toBe(true);
    expect(await client.call('listReviews')).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    await server.ctx.db.query("UPDATE accounts SET role = 'moderator' WHERE id = $1", [accountId]);
    // Read afresh: a moderator, who must first turn on a second factor.
    expect(await client.call('listReviews')).toMatchObject({ status: 403, body: { error: { code: 'second_factor_required' } } });
    expect((await client.call('secondFactorStatus')).body).toMatchObject({ requiredForRole: true });
  });
});
