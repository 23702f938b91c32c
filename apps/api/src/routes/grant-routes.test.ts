import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';

const server = await startTestServer();
const { db } = server.ctx;

/** A signed-in account made admin the way `site-api-admin promote` does, in the database. */
async function signedInAdmin(): Promise<Awaited<ReturnType<typeof signedInPlayer>>> {
  const admin = await signedInPlayer(server);
  await db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [admin.accountId]);
  await enableTotp(server, admin.client);
  return admin;
}

type GrantBody = BodyOf<'createAdminGrant'>;

const grantBody = (accountId: string, overrides: Partial<GrantBody> = {}): GrantBody => ({
  requestId: randomUUID(),
  accountId,
  asset: 'game_coin',
  amount: '5000',
  reason: 'Compensation for the outage on 3 May',
  ...overrides,
});

async function rewardsBalance(asset: string): Promise<bigint> {
  const [row] = await db.query<{ balance: bigint }>(
    "SELECT b.balance FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.ledger_account_id WHERE a.system_name = 'rewards' AND b.asset = $1",
    [asset],
  );
  return row?.balance ?? 0n;
}

describe('POST /api/admin/grants', () => {
  it('moves the amount from the rewards account to the player, with the reason in their history', async () => {
    const admin = await signedInAdmin();
    const player = await signedInPlayer(server);
    const rewardsBefore = await rewardsBalance('game_coin');
    const body = grantBody(player.accountId);
    const answer = await admin.client.api.call('createAdminGrant', { body });
    expect(answer).toMatchObject({ requestId: body.requestId, replayed: false, accountId: player.accountId, asset: 'game_coin', amount: '5000', reason: body.reason, grantedBy: admin.accountId });
    expect(await userBalances(db, player.accountId)).toEqual({ game_coin: 5000n, gold_coin: 0n, invite_point: 0n });
    expect(await rewardsBalance('game_coin')).toBe(rewardsBefore - 5000n);

    const history = (await player.client.api.call('listLedgerTransfers')).transfers;
    expect(history).toEqual([expect.objectContaining({ asset: 'game_coin', amount: '5000', reason: 'admin_grant', reference: body.reason, note: body.reason, counterparty: 'rewards' })]);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('grants each asset; markup in the reason is kept as plain text', async () => {
    const admin = await signedInAdmin();
    const player = await signedInPlayer(server);
    const reason = '<img src=x onerror=alert(1)> & "quotes"';
    for (const [asset, amount] of [
      ['gold_coin', '7'],
      ['invite_point', '30'],
      ['game_coin', '999999999999999999'],
    ] as const) {
      await admin.client.api.call('createAdminGrant', { body: grantBody(player.accountId, { asset, amount, reason }) });
    }
    expect(await userBalances(db, player.accountId)).toEqual({ gold_coin: 7n, invite_point: 30n, game_coin: 999_999_999_999_999_999n });
    const history = (await player.client.api.call('listLedgerTransfers')).transfers;
    expect(history.map((row: { reference: string | null }) => row.reference)).toEqual([reason, reason, reason]);
    expect(history.map((row: { note: string | null }) => row.note)).toEqual([reason, reason, reason]);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('refuses players and moderators with 403 and signed-out callers with 401, moving nothing', async () => {
    const player = await signedInPlayer(server);
    const moderator = await signedInPlayer(server);
    await db.query("UPDATE accounts SET role = 'moderator' WHERE id = $1", [moderator.accountId]);
    for (const caller of [player, moderator]) {
      const answer = await refusal(caller.client.api.call('createAdminGrant', { body: grantBody(caller.accountId) }));
      expect(answer).toMatchObject({ status: 403, code: 'forbidden' });
    }
    await expect(server.client().api.call('createAdminGrant', { body: grantBody(player.accountId) })).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
    expect(await userBalances(db, player.accountId)).toEqual({ game_coin: 0n, gold_coin: 0n, invite_point: 0n });
    expect(await userBalances(db, moderator.accountId)).toEqual({ game_coin: 0n, gold_coin: 0n, invite_point: 0n });
  });

  it('a demoted admin is refused at once (the role is read on every request)', async () => {
    const admin = await signedInAdmin();
    const player = await signedInPlayer(server);
    await admin.client.api.call('createAdminGrant', { body: grantBody(player.accountId) });
    await db.query("UPDATE accounts SET role = 'player' WHERE id = $1", [admin.accountId]);
    await expect(admin.client.api.call('createAdminGrant', { body: grantBody(player.accountId) })).rejects.toMatchObject({ status: 403 });
    expect(await userBalances(db, player.accountId)).toMatchObject({ game_coin: 5000n });
  });

  it('returns the first answer for the same requestId and body, and refuses another body with 409', async () => {
    const admin = await signedInAdmin();
    const player = await signedInPlayer(server);
    const body = grantBody(player.accountId, { amount: '40' });
    const first = await admin.client.api.call('createAdminGrant', { body });
    const again = await admin.client.api.call('createAdminGrant', { body: { ...body, requestId: body.requestId.toUpperCase() } });
    expect(again).toEqual({ ...first, requestId: body.requestId.toUpperCase(), replayed: true });

    const other = await signedInPlayer(server);
    for (const change of [{ amount: '41' }, { asset: 'gold_coin' }, { reason: 'Another reason' }, { accountId: other.accountId }] satisfies Partial<GrantBody>[]) {
      const answer = await refusal(admin.client.api.call('createAdminGrant', { body: { ...body, ...change } }));
      expect(answer, JSON.stringify(change)).toMatchObject({ status: 409, code: 'idempotency_conflict' });
    }
    expect(await userBalances(db, player.accountId)).toEqual({ game_coin: 40n, gold_coin: 0n, invite_point: 0n });
    expect(await userBalances(db, other.accountId)).toEqual({ game_coin: 0n, gold_coin: 0n, invite_point: 0n });

    // Another admin's id space is its own.
    const secondAdmin = await signedInAdmin();
    expect(await secondAdmin.client.api.call('createAdminGrant', { body })).toMatchObject({ replayed: false, grantedBy: secondAdmin.accountId });
    expect(await userBalances(db, player.accountId)).toMatchObject({ game_coin: 80n });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('answers bad input with a 400 naming the field, and changes nothing', async () => {
    const admin = await signedInAdmin();
    const player = await signedInPlayer(server);
    await fund(server, player.accountId, 'gold_coin', 3n);
    const before = await userBalances(db, player.accountId);
    const cases: [string, Record<string, unknown>][] = [
      ...['0', '-1', '1.5', '1e3', 'ten', '', ' 1', '007', '1234567890123456789'].map((amount): [string, Record<string, unknown>] => ['body.amount', { amount }]),
      ['body.amount', { amount: 5 }],
      ['body.amount', { amount: null }],
      ['body.asset', { asset: 'stamina' }],
      ['body.asset', { asset: 'GOLD_COIN' }],
      ['body.asset', { asset: 1 }],
      ['body.accountId', { accountId: 'not-an-id' }],
      ['body.accountId', { accountId: randomUUID() }],
      ['body.reason', { reason: '' }],
      ['body.reason', { reason: '   ' }],
      ['body.reason', { reason: 'x'.repeat(101) }],
      ['body.reason', { reason: 'line one\nline two' }],
      ['body.reason', { reason: 'bell\u0007' }],
      ['body.requestId', { requestId: 'again' }],
      ['body.extra', { extra: true }],
    ];
    // Raw calls: bodies the contract's types do not allow.
    for (const [field, change] of cases) {
      const answer = await admin.client.call('createAdminGrant', { body: { ...grantBody(player.accountId), ...change } });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.error, JSON.stringify(change)).toMatchObject({ code: 'validation_failed', details: { field } });
    }
    for (const missing of ['requestId', 'accountId', 'asset', 'amount', 'reason']) {
      const body = Object.fromEntries(Object.entries(grantBody(player.accountId)).filter(([key]) => key !== missing));
      expect((await admin.client.call('createAdminGrant', { body })).body.error, missing).toMatchObject({ code: 'validation_failed', details: { field: `body.${missing}` } });
    }
    // 100 characters of emoji are 200 UTF-16 units: still within the ledger's reference.
    await admin.client.api.call('createAdminGrant', { body: grantBody(player.accountId, { reason: '🎁'.repeat(100), amount: '1' }) });
    expect(await userBalances(db, player.accountId)).toEqual({ ...before, game_coin: before.game_coin + 1n });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('parallel replays of one grant move it once', async () => {
    const admin = await signedInAdmin();
    const player = await signedInPlayer(server);
    const body = grantBody(player.accountId, { amount: '9' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => admin.client.api.call('createAdminGrant', { body })));
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await userBalances(db, player.accountId)).toMatchObject({ game_coin: 9n });
    expect(await ledgerFailures(server)).toEqual([]);
  });
});
