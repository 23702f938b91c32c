import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { askNonce, siweMessage } from '../test-support/siwe-flow.ts';
import type { TestClient } from '../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { refillStamina, spendStamina } from '../stamina/stamina-store.ts';

const MINUTE = 60_000;

/** A new player, signed in with a fresh wallet as the site does it (SIWE); returns the client and account id. */
async function signedInPlayer(server: TestServer): Promise<{ client: TestClient; accountId: string }> {
  const client = server.client();
  const wallet = privateKeyToAccount(generatePrivateKey());
  const message = siweMessage(await askNonce(client), wallet.address);
  const { account } = await client.api.call('walletVerify', { body: { message, signature: await wallet.signMessage({ message }) } });
  return { client, accountId: account.id };
}

describe('GET /api/stamina with the default rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  const spend = (accountId: string, amount: number) => server.ctx.db.transaction((tx) => spendStamina(tx, accountId, amount, server.ctx.now(), server.ctx.config.stamina));

  it('refuses callers who are not signed in', async () => {
    await expect(server.client().api.call('getStamina')).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
  });

  it('shows a new account full, with no time to wait', async () => {
    const { client } = await signedInPlayer(server);
    expect(await client.api.call('getStamina')).toMatchObject({ value: 100, max: 100, refillSeconds: 180, nextPointAt: null, fullAt: null });
  });

  it('shows what runs spent, one point back every 3 minutes, and the time to full', async () => {
    const { client, accountId } = await signedInPlayer(server);
    const earliest = server.ctx.now().getTime();
    const afterSpend = await spend(accountId, 25);
    const spentAt = Date.parse(afterSpend.nextPointAt ?? '') - 3 * MINUTE;
    expect(spentAt).toBeGreaterThanOrEqual(earliest);
    expect(spentAt).toBeLessThanOrEqual(server.ctx.now().getTime());
    expect(afterSpend).toEqual({ value: 75, max: 100, refillSeconds: 180, nextPointAt: new Date(spentAt + 3 * MINUTE).toISOString(), fullAt: new Date(spentAt + 25 * 3 * MINUTE).toISOString() });
    expect(await client.api.call('getStamina')).toEqual(afterSpend);

    server.advanceClock(3 * MINUTE);
    expect(await client.api.call('getStamina')).toMatchObject({ value: 76, nextPointAt: new Date(spentAt + 6 * MINUTE).toISOString(), fullAt: afterSpend.fullAt });

    // Spending 2 minutes into the next point keeps those 2 minutes: the next point still comes at 9 minutes.
    server.advanceClock(5 * MINUTE);
    expect(await spend(accountId, 10)).toMatchObject({ value: 67, nextPointAt: new Date(spentAt + 9 * MINUTE).toISOString() });

    server.advanceClock(24 * 3 * MINUTE);
    expect(await client.api.call('getStamina')).toMatchObject({ value: 91 });
    server.advanceClock(9 * 3 * MINUTE);
    expect(await client.api.call('getStamina')).toEqual({ value: 100, max: 100, refillSeconds: 180, nextPointAt: null, fullAt: null });
  });

  it('refuses a run with too little stamina, saying when there will be enough, and changes nothing', async () => {
    const { client, accountId } = await signedInPlayer(server);
    await spend(accountId, 95);
    const before = await client.api.call('getStamina') as { value: number };
    expect(before.value).toBe(5);
    await expect(spend(accountId, 10)).rejects.toMatchObject({ status: 409, code: 'not_enough_stamina', details: { retryAfterSeconds: 5 * 180 } });
    await expect(spend(accountId, 101)).rejects.toMatchObject({ status: 409, code: 'not_enough_stamina', details: undefined });
    expect(await client.api.call('getStamina')).toEqual(before);

    // What the rest of the caller's transaction did is rolled back with the refusal.
    await expect(
      server.ctx.db.transaction(async (tx) => {
        await tx.query("UPDATE accounts SET display_name = 'changed' WHERE id = $1", [accountId]);
        await spendStamina(tx, accountId, 10, server.ctx.now(), server.ctx.config.stamina);
      }),
    ).rejects.toMatchObject({ code: 'not_enough_stamina' });
    expect(await server.ctx.db.query('SELECT display_name FROM accounts WHERE id = $1', [accountId])).not.toEqual([{ display_name: 'changed' }]);
  });

  it('recovers to the max in one step, reporting what there was before', async () => {
    const { client, accountId } = await signedInPlayer(server);
    await spend(accountId, 60);
    const recovered = await server.ctx.db.transaction((tx) => refillStamina(tx, accountId, server.ctx.now(), server.ctx.config.stamina));
    expect(recovered).toMatchObject({ before: { value: 40 }, after: { value: 100, nextPointAt: null, fullAt: null } });
    expect(await client.api.call('getStamina')).toMatchObject({ value: 100 });
  });
});

describe('stamina rules from the configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STAMINA_MAX: '30', STAMINA_REFILL_SECONDS: '60', STAMINA_RUN_COST: '7', STAMINA_RECOVER_PRICE_GOLD: '3' });
  });

  it('are served at /api/config and enforced by /api/stamina', async () => {
    const { client, accountId } = await signedInPlayer(server);
    expect(await client.api.call('publicConfig')).toMatchObject({ stamina: { max: 30, refillSeconds: 60, runCost: 7, recoverPriceGold: 3 } });
    expect(await client.api.call('getStamina')).toMatchObject({ value: 30, max: 30, refillSeconds: 60 });
    const { runCost } = server.ctx.config.stamina;
    await server.ctx.db.transaction((tx) => spendStamina(tx, accountId, runCost, server.ctx.now(), server.ctx.config.stamina));
    expect(await client.api.call('getStamina')).toMatchObject({ value: 23 });
    server.advanceClock(MINUTE);
    expect(await client.api.call('getStamina')).toMatchObject({ value: 24 });
  });
});
