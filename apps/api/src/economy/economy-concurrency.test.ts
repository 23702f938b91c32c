import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { spendStamina } from '../stamina/stamina-store.ts';
import { createPostgresTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { queuedConcurrency } from '../test-support/concurrency-pool.ts';

type Operation = 'convertGameCoin' | 'convertInvitePoint' | 'burnGameCoin' | 'recoverStamina';
interface Answer {
  status: number;
  body: { replayed?: boolean; spent?: { asset: string; amount: string } | null; received?: { asset: string; amount: string } | null; error?: { code: string } };
}

/**
 * Hundreds of conversions, burns, invite conversions and stamina recoveries on ONE account at
 * once, over HTTP, through 8 connections of a real PostgreSQL; every tenth request is sent twice
 * at the same time. The daily limit is never passed, no balance goes negative, and the final
 * balances are exactly what the successful answers say.
 */
describe.runIf(testDatabaseKind === 'postgres')('the economy under concurrency', () => {
  it('never passes the daily limit or spends a balance twice', { timeout: 120_000 }, async () => {
    const server = await startTestServer({}, {}, { db: openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency) });
    const { accountId, client } = await signedInPlayer(server);
    const start = { game_coin: 1_000_000n, gold_coin: 12n, invite_point: 100n };
    await fund(server, accountId, 'game_coin', start.game_coin);
    await fund(server, accountId, 'gold_coin', start.gold_coin);
    await fund(server, accountId, 'invite_point', start.invite_point);
    await server.ctx.db.transaction((tx) => spendStamina(tx, accountId, 60, server.ctx.now(), server.ctx.config.stamina));

    const requests: Promise<Answer>[] = [];
    for (let index = 0; index < 220; index += 1) {
      const kind = (['convertGameCoin', 'burnGameCoin', 'convertInvitePoint', 'convertGameCoin', 'burnGameCoin', 'recoverStamina'] as const)[index % 6] as Operation;
      const requestId = randomUUID();
      const body =
        kind === 'convertGameCoin'
          ? { requestId, goldCoins: String(1 + (index % 5)) }
          : kind === 'burnGameCoin'
            ? { requestId, gameCoins: String((1 + (index % 13)) * 1000) }
            : kind === 'convertInvitePoint'
              ? { requestId, invitePoints: String(1 + (index % 7)) }
              : { requestId };
      const send = () => client.call(kind, { body }) as Promise<Answer>;
      requests.push(send());
      if (index % 10 === 0) requests.push(send());
    }
    const answers = await Promise.all(requests);

    const refusals = answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.body.error?.code ?? '?'}`);
    expect(new Set(refusals)).toEqual(new Set(['409 daily_limit_reached', '409 insufficient_balance', '409 stamina_full']));
    const moved = answers.filter((answer) => answer.status === 200 && answer.body.replayed === false);
    expect(answers.some((answer) => answer.body.replayed === true)).toBe(true);

    const expected = { ...start };
    let convertedGold = 0n;
    let burnt = 0n;
    for (const { body } of moved) {
      if (body.spent) expected[body.spent.asset as keyof typeof start] -= BigInt(body.spent.amount);
      if (body.received) expected[body.received.asset as keyof typeof start] += BigInt(body.received.amount);
      if (body.received?.asset === 'gold_coin') convertedGold += BigInt(body.received.amount);
      if (body.spent?.asset === 'game_coin' && body.received === null) burnt += BigInt(body.spent.amount);
    }
    expect(convertedGold).toBe(50n);
    expect(await userBalances(server.ctx.db, accountId)).toEqual(expected);
    for (const balance of Object.values(expected)) expect(balance >= 0n).toBe(true);
    const summary = await client.api.call('getEconomySummary');
    expect(summary.gameCoinToGold).toMatchObject({ convertedTodayGold: 50, leftTodayGold: 0 });
    expect(summary.burnt.account).toBe(burnt.toString());
    // Stamina was short by 60: one recovery refilled it, every other one found it full.
    expect(moved.filter((answer) => answer.body.spent?.asset === 'gold_coin')).toHaveLength(1);
    expect(summary.staminaRecovery.stamina.value).toBe(100);
    expect(await ledgerFailures(server)).toEqual([]);
  });
});
