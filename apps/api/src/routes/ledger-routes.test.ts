import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { createSession } from '../sessions/sessions.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { createTestAccount } from '../test-support/ledger-test-helpers.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer, transferMany } from '../ledger/transfer.ts';

const server = await startTestServer();
const { db } = server.ctx;

async function signedInPlayer(): Promise<{ accountId: string; client: ReturnType<typeof server.client> }> {
  const accountId = await createTestAccount(db);
  const { token } = await createSession(db, { accountId, userAgent: 'test', ttlDays: 1, now: new Date() });
  const client = server.client();
  client.cookies.set(SESSION_COOKIE, token);
  return { accountId, client };
}

describe('GET /api/ledger/balances', () => {
  it('needs a session', async () => {
    await expect(server.client().api.call('getLedgerBalances')).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
  });

  it('gives zeros to a new account and exact decimal strings beyond 2^53', async () => {
    const { accountId, client } = await signedInPlayer();
    expect(await client.api.call('getLedgerBalances')).toEqual({ balances: { gold_coin: '0', game_coin: '0', invite_point: '0' } });
    await db.transaction((tx) => transfer(tx, { asset: 'game_coin', from: systemParty('mint'), to: userParty(accountId), amount: 9_007_199_254_740_993n, idempotencyKey: `big-${accountId}`, reason: 'run_reward' }));
    expect(await client.api.call('getLedgerBalances')).toEqual({ balances: { gold_coin: '0', game_coin: '9007199254740993', invite_point: '0' } });
  });
});

describe('GET /api/ledger/transfers', () => {
  it("pages the account's own history, newest first, signed from its point of view", async () => {
    const { accountId, client } = await signedInPlayer();
    const stranger = await createTestAccount(db);
    const me = userParty(accountId);
    await db.transaction((tx) => transfer(tx, { asset: 'gold_coin', from: systemParty('mint'), to: me, amount: 100n, idempotencyKey: `h1-${accountId}`, reason: 'deposit', reference: '0xfeed' }));
    await db.transaction((tx) => transfer(tx, { asset: 'gold_coin', from: systemParty('mint'), to: userParty(stranger), amount: 7n, idempotencyKey: `h-other-${accountId}`, reason: 'deposit' }));
    await db.transaction((tx) =>
      transferMany(tx, {
        idempotencyKey: `h2-${accountId}`,
        reason: 'convert',
        legs: [
          { asset: 'gold_coin', from: me, to: systemParty('burn'), amount: 3n },
          { asset: 'game_coin', from: systemParty('mint'), to: me, amount: 30n },
        ],
      }),
    );
    await db.transaction((tx) => transfer(tx, { asset: 'game_coin', from: me, to: userParty(stranger), amount: 4n, idempotencyKey: `h3-${accountId}`, reason: 'gift' }));

    const first = await client.api.call('listLedgerTransfers', { query: { limit: '2' } });
    expect(first.transfers.map((row: { asset: string; amount: string; reason: string; counterparty: string }) => [row.asset, row.amount, row.reason, row.counterparty])).toEqual([
      ['game_coin', '-4', 'gift', 'user'],
      ['game_coin', '30', 'convert', 'mint'],
    ]);
    expect(first.nextCursor).toMatch(/^\d+$/);
    const second = await client.api.call('listLedgerTransfers', { query: { limit: '2', cursor: first.nextCursor ?? '' } });
    expect(second).toMatchObject({
      transfers: [
        { asset: 'gold_coin', amount: '-3', reason: 'convert', counterparty: 'burn', reference: null, note: null },
        // A reference that is an id (a transaction hash, a run) is no note for the player.
        { asset: 'gold_coin', amount: '100', reason: 'deposit', counterparty: 'mint', reference: '0xfeed', note: null },
      ],
      nextCursor: null,
    });
    expect(Date.parse(String(second.transfers[0]?.createdAt))).not.toBeNaN();
  });

  it('refuses a bad cursor or limit with a 400 naming the field', async () => {
    const { client } = await signedInPlayer();
    for (const [query, field] of [[{ limit: '0' }, 'limit'], [{ limit: '101' }, 'limit'], [{ limit: 'ten' }, 'limit'], [{ cursor: '-1' }, 'cursor'], [{ page: '2' }, 'page']] as const) {
      const answer = await client.call('listLedgerTransfers', { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(JSON.stringify(answer.body.error), JSON.stringify(query)).toContain(field);
    }
  });
});
