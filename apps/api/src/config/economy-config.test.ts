import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { spendStamina } from '../stamina/stamina-store.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { fund, signedInPlayer } from '../test-support/economy-test-helpers.ts';

describe('economy settings', () => {
  it('defaults to the design numbers and refuses bad values, naming the variable', () => {
    expect(loadConfig({}).economy).toMatchObject({ gameCoinsPerGold: 100, goldConversionDailyLimit: 50, gameCoinsPerInvitePoint: 1 });
    expect(() => loadConfig({ GAME_COINS_PER_GOLD: '0', GOLD_CONVERSION_DAILY_LIMIT: '-1', GAME_COINS_PER_INVITE_POINT: '1.5' })).toThrow(
      /GAME_COINS_PER_GOLD[\s\S]*GOLD_CONVERSION_DAILY_LIMIT[\s\S]*GAME_COINS_PER_INVITE_POINT/,
    );
  });

  it('drives the rates, the limit, /api/config, and a free recovery', async () => {
    const server = await startTestServer({ GAME_COINS_PER_GOLD: '500', GOLD_CONVERSION_DAILY_LIMIT: '2', GAME_COINS_PER_INVITE_POINT: '3', STAMINA_RECOVER_PRICE_GOLD: '0' });
    expect((await server.client().api.call('publicConfig')).economy).toMatchObject({ gameCoinsPerGold: 500, goldConversionDailyLimit: 2, gameCoinsPerInvitePoint: 3 });
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 5_000n);
    await fund(server, accountId, 'invite_point', 4n);
    expect((await client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '2' } })).spent).toEqual({ asset: 'game_coin', amount: '1000' });
    await expect(client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '1' } })).rejects.toMatchObject({ code: 'daily_limit_reached' });
    expect((await client.api.call('convertInvitePoint', { body: { requestId: randomUUID(), invitePoints: '4' } })).received).toEqual({ asset: 'game_coin', amount: '12' });

    await server.ctx.db.transaction((tx) => spendStamina(tx, accountId, 40, server.ctx.now(), server.ctx.config.stamina));
    const recovered = await client.api.call('recoverStamina', { body: { requestId: randomUUID() } });
    expect(recovered).toMatchObject({ spent: null, received: null, stamina: { value: 100 } });
    await expect(client.api.call('recoverStamina', { body: { requestId: randomUUID() } })).rejects.toMatchObject({ code: 'stamina_full' });
    expect(await userBalances(server.ctx.db, accountId)).toEqual({ game_coin: 4_012n, gold_coin: 2n, invite_point: 0n });
  });
});
