import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { userBalances } from '../ledger/ledger-history.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { utcDay } from './gold-conversion-limit.ts';

// Its own server: this file moves the clock.
const server = await startTestServer();

it("starts the gold conversion limit again at UTC midnight, and not before", async () => {
  const now = server.ctx.now();
  const midnight = utcDay(now).end;
  server.advanceClock(midnight.getTime() - now.getTime() - 5 * 60_000);
  const { accountId, client } = await signedInPlayer(server);
  await fund(server, accountId, 'game_coin', 200_000n);

  await client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '50' } });
  await expect(client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '1' } })).rejects.toMatchObject({ code: 'daily_limit_reached' });
  expect((await client.api.call('getEconomySummary')).gameCoinToGold).toMatchObject({ convertedTodayGold: 50, leftTodayGold: 0, resetsAt: midnight.toISOString() });

  server.advanceClock(10 * 60_000);
  expect((await client.api.call('getEconomySummary')).gameCoinToGold).toMatchObject({ convertedTodayGold: 0, leftTodayGold: 50 });
  await client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '50' } });
  await expect(client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '1' } })).rejects.toMatchObject({ code: 'daily_limit_reached' });
  const spent = 100n * BigInt(server.ctx.config.economy.gameCoinsPerGold);
  expect(await userBalances(server.ctx.db, accountId)).toEqual({ game_coin: 200_000n - spent, gold_coin: 100n, invite_point: 0n });
  expect(await ledgerFailures(server)).toEqual([]);
});
