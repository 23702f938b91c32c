import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { systemParty, userParty, type SystemAccountName } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import type { TestClient } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';

// Amounts each within what a request may carry, whose sums push an account past PostgreSQL's
// bigint (9223372036854775807): refused with one error code on both databases, nothing moved.

const server = await startTestServer();
const { db } = server.ctx;
const most = '999999999999999999';

let admin: TestClient;
beforeAll(async () => {
  const caller = await signedInPlayer(server);
  await db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [caller.accountId]);
  await enableTotp(server, caller.client);
  admin = caller.client;
});

async function systemBalance(name: SystemAccountName, asset: string): Promise<bigint> {
  const [row] = await db.query<{ balance: bigint }>(
    'SELECT b.balance FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.ledger_account_id WHERE a.system_name = $1 AND b.asset = $2',
    [name, asset],
  );
  return row?.balance ?? 0n;
}

const outOfRange = { status: 409, code: 'balance_out_of_range' };

describe('sums past what a balance holds', () => {
  it('ten grants of 999999999999999999 game coins: the tenth would take the rewards account past the range, and is refused', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => signedInPlayer(server)));
    const grant = (accountId: string) => admin.api.call('createAdminGrant', { body: { requestId: randomUUID(), accountId, asset: 'game_coin', amount: most, reason: 'Sum test' } });
    for (const player of players.slice(0, 9)) await grant(player.accountId);
    await expect(grant(players[9]?.accountId ?? '')).rejects.toMatchObject(outOfRange);
    expect(await systemBalance('rewards', 'game_coin')).toBe(-9n * BigInt(most));
    expect(await userBalances(db, players[9]?.accountId ?? '')).toEqual({ gold_coin: 0n, game_coin: 0n, invite_point: 0n });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('ten burns of 999999999999999999 game coins: the tenth would take the burn account past the range, and is refused', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => signedInPlayer(server)));
    // Funded from two system accounts, so that neither of them is the one pushed past the range.
    for (const [index, player] of players.entries()) {
      await db.transaction((tx) =>
        transfer(tx, { asset: 'game_coin', from: systemParty(index % 2 === 0 ? 'mint' : 'treasury'), to: userParty(player.accountId), amount: BigInt(most), idempotencyKey: `sum-fund-${randomUUID()}`, reason: 'test_fund' }),
      );
    }
    const burn = (client: TestClient) => client.api.call('burnGameCoin', { body: { requestId: randomUUID(), gameCoins: most } });
    for (const player of players.slice(0, 9)) await burn(player.client);
    await expect(burn(players[9]!.client)).rejects.toMatchObject(outOfRange);
    expect(await systemBalance('burn', 'game_coin')).toBe(9n * BigInt(most));
    expect(await userBalances(db, players[9]?.accountId ?? '')).toMatchObject({ game_coin: BigInt(most) });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it("a credit that would take a user's balance past the range is refused the same way", async () => {
    const player = await signedInPlayer(server);
    const credit = (from: SystemAccountName) =>
      db.transaction((tx) => transfer(tx, { asset: 'invite_point', from: systemParty(from), to: userParty(player.accountId), amount: 5_000_000_000_000_000_000n, idempotencyKey: `sum-user-${randomUUID()}`, reason: 'test_fund' }));
    await credit('mint');
    await expect(credit('treasury')).rejects.toMatchObject({ status: 409, code: 'balance_out_of_range' });
    expect(await userBalances(db, player.accountId)).toMatchObject({ invite_point: 5_000_000_000_000_000_000n });
    expect(await ledgerFailures(server)).toEqual([]);
  });
});
