import { sign } from '@tma.js/init-data-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBotToken } from '../test-support/telegram-test-data.ts';
import { ledgerFailures } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import type { TestClient } from '../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { finishFirstRun, inviteState, newInviter } from '../test-support/invite-test-bed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TELEGRAM_BOT_TOKEN: testBotToken, INVITE_DAILY_REWARD_LIMIT: '3' });
});

let telegramIds = 6_200_000_000;
/** A person opening the mini app through an invite link (`startapp=<code>`): a new account, signed in on its own client. */
async function joinThroughMiniApp(code: string | null, telegramId = ++telegramIds, link = false, client: TestClient = server.client()): Promise<{ accountId: string; client: TestClient }> {
  const initData = sign({ query_id: 'AAHreward', user: { id: telegramId, first_name: `Friend${telegramId % 1000}` }, ...(code === null ? {} : { start_param: code }) }, testBotToken, new Date());
  const answer = await client.api.call('telegramMiniApp', { body: { initData, link } });
  return { accountId: answer.account.id, client };
}

const invitePoints = async (accountId: string): Promise<bigint> => (await userBalances(server.ctx.db, accountId)).invite_point;

describe('the invite reward after the invited account’s first run', () => {
  it('serves the reward and the daily limit at /api/config', async () => {
    expect((await server.client().api.call('publicConfig')).invites).toMatchObject({ rewardPoints: 100, dailyRewardLimit: 3 });
  });

  it('credits the inviter 100 invite points from the rewards account, once', async () => {
    const inviter = await newInviter(server);
    const friend = await joinThroughMiniApp(inviter.code);
    const waiting = await inviter.client.api.call('getInvites');
    expect(waiting).toMatchObject({ inviteeCount: 1, pointsEarned: '0', rewardsToday: 0, rewardsLeftToday: 3, rewardPoints: 100, dailyRewardLimit: 3 });
    expect(waiting.invitees).toEqual([{ displayName: `Friend${telegramIds % 1000}`, joinedAt: expect.any(String), state: 'waiting_first_run', points: '0', decidedAt: null }]);

    expect(await finishFirstRun(server, friend.accountId)).toEqual({ outcome: 'rewarded', inviterId: inviter.accountId, points: 100n });
    expect(await invitePoints(inviter.accountId)).toBe(100n);
    const rewarded = await inviter.client.api.call('getInvites');
    expect(rewarded).toMatchObject({ pointsEarned: '100', rewardsToday: 1, rewardsLeftToday: 2, invitees: [{ state: 'rewarded', points: '100', decidedAt: expect.any(String) }] });
    const history = await inviter.client.api.call('listLedgerTransfers');
    expect(history.transfers[0]).toMatchObject({ asset: 'invite_point', amount: '100', reason: 'invite_reward' });

    // The second "first run" of the same person: nothing moves.
    const before = await inviteState(server.ctx.db);
    expect(await finishFirstRun(server, friend.accountId)).toEqual({ outcome: 'not_first_run' });
    expect(await inviteState(server.ctx.db)).toEqual(before);
    expect(await invitePoints(inviter.accountId)).toBe(100n);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('pays nothing for an account nobody invited, but remembers that it has played', async () => {
    const loner = await joinThroughMiniApp(null);
    const before = (await inviteState(server.ctx.db)) as { transfers: number };
    expect(await finishFirstRun(server, loner.accountId)).toEqual({ outcome: 'no_inviter' });
    expect(((await inviteState(server.ctx.db)) as { transfers: number }).transfers).toBe(before.transfers);
    expect((await loner.client.api.call('getInvites')).canAcceptInvite).toBe(false);
  });

  it('never rewards the same person twice: an identity already rewarded, now on a new account, earns its inviter nothing', async () => {
    const [first, second] = [await newInviter(server), await newInviter(server)];
    const telegramId = ++telegramIds;
    const person = await joinThroughMiniApp(first.code, telegramId);
    expect((await finishFirstRun(server, person.accountId)).outcome).toBe('rewarded');

    // The person adds a second Telegram account, removes the first, and joins again with it through another link.
    await joinThroughMiniApp(null, ++telegramIds, true, person.client);
    const identities = (await person.client.api.call('getSession')).account?.identities as { id: string; label: string }[];
    const original = identities.find((identity) => identity.label === `Friend${telegramId % 1000}`);
    await person.client.api.call('unlinkIdentity', { params: { id: original?.id ?? '' } });
    const again = await joinThroughMiniApp(second.code, telegramId);
    expect(again.accountId).not.toBe(person.accountId);

    const before = (await inviteState(server.ctx.db)) as { transfers: number };
    expect(await finishFirstRun(server, again.accountId)).toEqual({ outcome: 'already_rewarded', inviterId: second.accountId });
    expect(((await inviteState(server.ctx.db)) as { transfers: number }).transfers).toBe(before.transfers);
    expect(await invitePoints(second.accountId)).toBe(0n);
    expect(await second.client.api.call('getInvites')).toMatchObject({ pointsEarned: '0', rewardsLeftToday: 3, invitees: [{ state: 'already_rewarded', points: '0' }] });
  });

  it('rewards at most the daily limit per inviter per UTC day; the rest are recorded as over the limit, and the next day pays again', async () => {
    const inviter = await newInviter(server);
    const friends = [];
    for (let index = 0; index < 5; index += 1) friends.push(await joinThroughMiniApp(inviter.code));
    const dayMs = 86_400_000;
    const lateToday = new Date(Math.floor(server.ctx.now().getTime() / dayMs) * dayMs + dayMs - 1);
    const outcomes = [];
    for (const friend of friends.slice(0, 4)) outcomes.push((await finishFirstRun(server, friend.accountId, lateToday)).outcome);
    expect(outcomes).toEqual(['rewarded', 'rewarded', 'rewarded', 'over_daily_limit']);
    expect(await invitePoints(inviter.accountId)).toBe(300n);
    const today = await inviter.client.api.call('getInvites');
    expect(today).toMatchObject({ inviteeCount: 5, pointsEarned: '300', rewardsToday: 3, rewardsLeftToday: 0 });
    expect(today.invitees.map((invitee: { state: string }) => invitee.state).sort()).toEqual(['over_daily_limit', 'rewarded', 'rewarded', 'rewarded', 'waiting_first_run']);

    // One millisecond later it is the next UTC day.
    expect(await finishFirstRun(server, (friends[4] as { accountId: string }).accountId, new Date(lateToday.getTime() + 1))).toMatchObject({ outcome: 'rewarded' });
    expect(await invitePoints(inviter.accountId)).toBe(400n);
    server.advanceClock(lateToday.getTime() + 1 - server.ctx.now().getTime());
    expect(await inviter.client.api.call('getInvites')).toMatchObject({ pointsEarned: '400', rewardsToday: 1, rewardsLeftToday: 2 });
    expect(await ledgerFailures(server)).toEqual([]);
  });
});
