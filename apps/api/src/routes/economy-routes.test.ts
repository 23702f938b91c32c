import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userBalances } from '../ledger/ledger-history.ts';
import { spendStamina } from '../stamina/stamina-store.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';

// The figures this file counts with, set here: the defaults are a setting's (src/config/economy-config.test.ts).
const server = await startTestServer({ GAME_COINS_PER_GOLD: '1000', GAME_COINS_PER_INVITE_POINT: '10', STAMINA_RECOVER_PRICE_GOLD: '5' });
const { db } = server.ctx;

describe('GET /api/economy/summary', () => {
  it('needs a session', async () => {
    await expect(server.client().api.call('getEconomySummary')).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
  });

  it('shows a new account its zero balances, the rates, the whole daily limit and the price of recovery', async () => {
    const { client } = await signedInPlayer(server);
    const answer = await client.api.call('getEconomySummary');
    expect(answer).toMatchObject({
      balances: { gold_coin: '0', game_coin: '0', invite_point: '0' },
      gameCoinToGold: { gameCoinsPerGold: 1000, dailyLimitGold: 50, convertedTodayGold: 0, leftTodayGold: 50 },
      invitePointToGameCoin: { gameCoinsPerInvitePoint: 10 },
      staminaRecovery: { priceGold: 5, stamina: { value: 100, max: 100, fullAt: null } },
      burnt: { account: '0' },
    });
    expect(answer.gameCoinToGold.resetsAt).toMatch(/T00:00:00\.000Z$/);
  });

  it('serves the rates at /api/config', async () => {
    expect((await server.client().api.call('publicConfig')).economy).toMatchObject({ gameCoinsPerGold: 1000, goldConversionDailyLimit: 50, gameCoinsPerInvitePoint: 10 });
  });
});

describe('POST /api/economy/convert-game-coin', () => {
  it('takes 1,000 game coins per gold coin and counts them against the daily limit', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 5_500n);
    const requestId = randomUUID();
    const answer = await client.api.call('convertGameCoin', { body: { requestId, goldCoins: '3' } });
    expect(answer).toMatchObject({ requestId, replayed: false, spent: { asset: 'game_coin', amount: '3000' }, received: { asset: 'gold_coin', amount: '3' } });
    expect(await userBalances(db, accountId)).toEqual({ game_coin: 2_500n, gold_coin: 3n, invite_point: 0n });
    const summary = await client.api.call('getEconomySummary');
    expect(summary.gameCoinToGold).toMatchObject({ convertedTodayGold: 3, leftTodayGold: 47 });
    expect(summary.balances).toEqual({ gold_coin: '3', game_coin: '2500', invite_point: '0' });
    const history = (await client.api.call('listLedgerTransfers')).transfers.filter((row: { reason: string }) => row.reason === 'convert_game_coin');
    expect(history.map((row: { asset: string; amount: string; counterparty: string }) => [row.asset, row.amount, row.counterparty]).sort()).toEqual([
      ['game_coin', '-3000', 'treasury'],
      ['gold_coin', '3', 'mint'],
    ]);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('refuses more than is left of today, the ledger untouched, and allows exactly the rest', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 100_000n);
    await client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '30' } });
    const refused = await refusal(client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '21' } }));
    expect(refused).toMatchObject({ status: 409, code: 'daily_limit_reached', field: 'body.goldCoins' });
    expect(refused.message).toContain('(20 of 50)');
    expect(await userBalances(db, accountId)).toEqual({ game_coin: 70_000n, gold_coin: 30n, invite_point: 0n });
    await client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '20' } });
    await expect(client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '1' } })).rejects.toMatchObject({ code: 'daily_limit_reached' });
    expect((await client.api.call('getEconomySummary')).gameCoinToGold).toMatchObject({ convertedTodayGold: 50, leftTodayGold: 0 });
    expect(await userBalances(db, accountId)).toEqual({ game_coin: 50_000n, gold_coin: 50n, invite_point: 0n });
  });
});

describe('POST /api/economy/convert-invite-point', () => {
  it('gives 10 game coins per invite point', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'invite_point', 7n);
    const answer = await client.api.call('convertInvitePoint', { body: { requestId: randomUUID(), invitePoints: '5' } });
    expect(answer).toMatchObject({ spent: { asset: 'invite_point', amount: '5' }, received: { asset: 'game_coin', amount: '50' } });
    expect(await userBalances(db, accountId)).toEqual({ game_coin: 50n, gold_coin: 0n, invite_point: 2n });
  });
});

describe('POST /api/economy/burn-game-coin and GET /api/economy/burnt', () => {
  it("burns for good, and counts the account's and the site's totals", async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 100n);
    const siteBefore = BigInt((await server.client().api.call('getBurntTotals')).site);
    const answer = await client.api.call('burnGameCoin', { body: { requestId: randomUUID(), gameCoins: '40' } });
    expect(answer).toMatchObject({ spent: { asset: 'game_coin', amount: '40' }, received: null });
    await client.api.call('burnGameCoin', { body: { requestId: randomUUID(), gameCoins: '2' } });
    expect(await userBalances(db, accountId)).toEqual({ game_coin: 58n, gold_coin: 0n, invite_point: 0n });
    expect(await client.api.call('getBurntTotals')).toEqual({ account: '42', site: (siteBefore + 42n).toString() });
    expect(await server.client().api.call('getBurntTotals')).toEqual({ account: null, site: (siteBefore + 42n).toString() });
    expect((await client.api.call('getEconomySummary')).burnt).toEqual({ account: '42', site: (siteBefore + 42n).toString() });
  });
});

describe('POST /api/economy/recover-stamina', () => {
  it('charges the price and refills to the max in one go; refuses a full stamina and charges nothing', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'gold_coin', 12n);
    await db.transaction((tx) => spendStamina(tx, accountId, 30, server.ctx.now(), server.ctx.config.stamina));
    const answer = await client.api.call('recoverStamina', { body: { requestId: randomUUID() } });
    expect(answer).toMatchObject({ replayed: false, spent: { asset: 'gold_coin', amount: '5' }, received: null, stamina: { value: 100, max: 100, fullAt: null } });
    expect((await client.api.call('getStamina')).value).toBe(100);
    expect(await userBalances(db, accountId)).toMatchObject({ gold_coin: 7n });

    const full = await refusal(client.api.call('recoverStamina', { body: { requestId: randomUUID() } }));
    expect(full).toMatchObject({ status: 409, code: 'stamina_full' });
    expect(await userBalances(db, accountId)).toMatchObject({ gold_coin: 7n });
  });

  it('refuses without enough gold and leaves stamina as it was', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'gold_coin', 4n);
    await db.transaction((tx) => spendStamina(tx, accountId, 50, server.ctx.now(), server.ctx.config.stamina));
    const refused = await refusal(client.api.call('recoverStamina', { body: { requestId: randomUUID() } }));
    expect(refused).toMatchObject({ status: 409, code: 'insufficient_balance' });
    expect((await client.api.call('getStamina')).value).toBe(50);
    expect(await userBalances(db, accountId)).toMatchObject({ gold_coin: 4n });
  });
});

describe('replays', () => {
  it('returns the first answer for the same requestId and body, moves nothing, and refuses another body', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 60_000n);
    const requestId = randomUUID();
    const first = await client.api.call('convertGameCoin', { body: { requestId, goldCoins: '50' } });
    // Today's limit is used up now, and the replay is still the first answer.
    const again = await client.api.call('convertGameCoin', { body: { requestId: requestId.toUpperCase(), goldCoins: '50' } });
    expect(again).toEqual({ ...first, requestId: requestId.toUpperCase(), replayed: true });
    expect(await userBalances(db, accountId)).toEqual({ game_coin: 10_000n, gold_coin: 50n, invite_point: 0n });

    await expect(client.api.call('convertGameCoin', { body: { requestId, goldCoins: '49' } })).rejects.toMatchObject({ status: 409, code: 'idempotency_conflict' });
    await expect(client.api.call('burnGameCoin', { body: { requestId, gameCoins: '50' } })).rejects.toMatchObject({ status: 409, code: 'idempotency_conflict' });
    expect(await userBalances(db, accountId)).toEqual({ game_coin: 10_000n, gold_coin: 50n, invite_point: 0n });

    // Another account may use the same id: ids are the account's own.
    const other = await signedInPlayer(server);
    await fund(server, other.accountId, 'game_coin', 5n);
    await other.client.api.call('burnGameCoin', { body: { requestId, gameCoins: '5' } });
  });

  it('answers a replayed recovery with its first answer, not stamina_full, and charges once', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'gold_coin', 20n);
    await db.transaction((tx) => spendStamina(tx, accountId, 10, server.ctx.now(), server.ctx.config.stamina));
    const requestId = randomUUID();
    const first = await client.api.call('recoverStamina', { body: { requestId } });
    const again = await client.api.call('recoverStamina', { body: { requestId } });
    expect(again).toMatchObject({ ...first, replayed: true });
    expect(await userBalances(db, accountId)).toMatchObject({ gold_coin: 15n });
  });

  it('replays burns and invite conversions once', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 10n);
    await fund(server, accountId, 'invite_point', 10n);
    const burn = { requestId: randomUUID(), gameCoins: '4' };
    const convert = { requestId: randomUUID(), invitePoints: '3' };
    for (let round = 0; round < 3; round += 1) {
      expect((await client.api.call('burnGameCoin', { body: burn })).replayed).toBe(round > 0);
      expect((await client.api.call('convertInvitePoint', { body: convert })).replayed).toBe(round > 0);
    }
    expect(await userBalances(db, accountId)).toEqual({ game_coin: 36n, gold_coin: 0n, invite_point: 7n });
  });
});

describe('bad input', () => {
  const operations = [
    ['convertGameCoin', 'goldCoins'],
    ['convertInvitePoint', 'invitePoints'],
    ['burnGameCoin', 'gameCoins'],
  ] as const;

  it('refuses zero, negative, fractional, non-numeric and missing amounts and bad request ids with a 400 naming the field, the ledger untouched', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 10_000n);
    await fund(server, accountId, 'invite_point', 10n);
    const before = await userBalances(db, accountId);
    // Raw calls: bodies the contract's types do not allow.
    for (const [operation, field] of operations) {
      for (const amount of ['0', '-1', '1.5', '1e3', 'ten', '', ' 1', '007', 3, null, '1234567890123456789']) {
        const answer = await client.call(operation, { body: { requestId: randomUUID(), [field]: amount } });
        expect(answer.status, `${operation} ${JSON.stringify(amount)}`).toBe(400);
        expect(answer.body.error.code).toBe('validation_failed');
        expect(answer.body.error.details.field, `${operation} ${JSON.stringify(amount)}`).toBe(`body.${field}`);
      }
      const missing = await client.call(operation, { body: { requestId: randomUUID() } });
      expect(missing.body.error).toMatchObject({ code: 'validation_failed', details: { field: `body.${field}` } });
      for (const requestId of ['not-a-uuid', '', 42]) {
        const answer = await client.call(operation, { body: { requestId, [field]: '1' } });
        expect(answer.body.error, `${operation} ${JSON.stringify(requestId)}`).toMatchObject({ code: 'validation_failed', details: { field: 'body.requestId' } });
      }
      const noId = await client.call(operation, { body: { [field]: '1' } });
      expect(noId.body.error).toMatchObject({ code: 'validation_failed', details: { field: 'body.requestId' } });
    }
    await expect(client.api.call('recoverStamina', { body: { requestId: 'x' } })).rejects.toMatchObject({ code: 'validation_failed', field: 'body.requestId' });
    expect(await userBalances(db, accountId)).toEqual(before);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('refuses more than the balance with a 409 naming the field, the ledger untouched', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 1_999n);
    await fund(server, accountId, 'invite_point', 2n);
    const before = await userBalances(db, accountId);
    for (const [operation, field, amount] of [
      ['convertGameCoin', 'goldCoins', '2'],
      ['convertInvitePoint', 'invitePoints', '3'],
      ['burnGameCoin', 'gameCoins', '2000'],
    ] as const) {
      const answer = await client.call(operation, { body: { requestId: randomUUID(), [field]: amount } });
      expect(answer, operation).toMatchObject({ status: 409, body: { error: { code: 'insufficient_balance', details: { field: `body.${field}` } } } });
      expect(answer.body.error.message).toContain(field);
    }
    // Far above the daily limit: the limit speaks first, before any arithmetic.
    await expect(client.api.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: '999999999999999999' } })).rejects.toMatchObject({ code: 'daily_limit_reached' });
    expect(await userBalances(db, accountId)).toEqual(before);
    expect((await client.api.call('getEconomySummary')).gameCoinToGold.leftTodayGold).toBe(50);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('needs a session for every operation', async () => {
    for (const [operation, body] of [
      ['convertGameCoin', { goldCoins: '1' }],
      ['convertInvitePoint', { invitePoints: '1' }],
      ['burnGameCoin', { gameCoins: '1' }],
      ['recoverStamina', {}],
    ] as const) {
      expect(await server.client().call(operation, { body: { requestId: randomUUID(), ...body } }), operation).toMatchObject({ status: 401, body: { error: { code: 'not_signed_in' } } });
    }
  });
});
