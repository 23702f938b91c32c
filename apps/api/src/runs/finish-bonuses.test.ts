import { describe, expect, it } from 'vitest';
import { userBalances } from '../ledger/ledger-history.ts';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { finish, startedRun } from '../test-support/run-test-helpers.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';

// A finish's answer says what it paid besides the run's own reward (the streak day, the quests it
// completed) and the league points it earned, so the run's result can show every coin the finish
// paid: with `earned`, they make the balance of a player who had none.

const server = await startTestServer({ STREAK_REWARD_FIRST: '10', STREAK_REWARD_STEP: '5', STREAK_REWARD_MAX: '50', RUN_MIN_SECONDS: '1' });
server.stopClock();

const moveTo = (instant: string): void => {
  server.advanceClock(Date.parse(instant) - server.ctx.now().getTime());
};

/** The quest pool holds exactly these entries, enabled (the seeded ones disabled), so every player draws them all. */
async function poolOf(entries: { kind: 'finish_runs' | 'three_star_level' | 'reach_score'; target: number; gameId?: string; reward: number }[]): Promise<void> {
  const admin = await signedInPlayer(server);
  await server.ctx.db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [admin.accountId]);
  await enableTotp(server, admin.client);
  for (const entry of (await admin.client.api.call('listQuestPool')).entries) {
    if (entry.enabled) await admin.client.api.call('updateQuestPoolEntry', { params: { entry: String(entry.id) }, body: { enabled: false } });
  }
  for (const entry of entries) await admin.client.api.call('createQuestPoolEntry', { body: entry });
}

describe("a finish's bonuses", () => {
  it('names the streak day and the quests the finish paid, and the league points; with the run reward they add up to what it paid', async () => {
    await poolOf([
      { kind: 'finish_runs', target: 2, reward: 20 },
      { kind: 'three_star_level', target: 1, reward: 30 },
      { kind: 'reach_score', target: 500, gameId: 'levels', reward: 25 },
    ]);
    moveTo('2031-09-01T09:00:00Z');
    const { accountId, client } = await signedInPlayer(server);
    const most = (await client.api.call('getLevelsProgress')).levels[0]?.maxScore ?? 0;

    const firstRun = await startedRun(client);
    moveTo('2031-09-01T09:01:00Z');
    const first = await finish(client, firstRun, { score: most, level: 1, completed: true });
    expect(first.bonuses?.streak).toEqual({ day: 1, coins: '10' });
    expect(first.bonuses?.quests.map(({ kind, reward }) => `${kind} ${reward}`).sort()).toEqual(['reach_score 25', 'three_star_level 30']);
    expect(first.bonuses?.quests.find((quest) => quest.kind === 'reach_score')).toMatchObject({ target: 500, gameId: 'levels' });
    expect(first.bonuses?.leaguePoints).toBeGreaterThan(0);
    // A new player had nothing: the run's reward and the bonuses are the whole balance.
    const paid = [first.earned, first.bonuses?.streak?.coins ?? '0', ...(first.bonuses?.quests ?? []).map((quest) => quest.reward)].reduce((sum, coins) => sum + BigInt(coins), 0n);
    expect(BigInt(first.earned)).toBeGreaterThan(0n);
    expect(paid).toBe(BigInt(first.balances.game_coin));
    expect(await userBalances(server.ctx.db, accountId)).toMatchObject({ game_coin: paid });

    // A retry is answered the first answer, bonuses and all, and pays nothing more.
    expect(await finish(client, firstRun, { score: most, level: 1, completed: true })).toEqual(first);

    // The day's second run: its day is counted already; it completes the last quest.
    const secondRun = await startedRun(client);
    moveTo('2031-09-01T09:02:00Z');
    const second = await finish(client, secondRun, { score: 400, level: 1, completed: true });
    expect(second.bonuses).toMatchObject({ streak: null, quests: [{ kind: 'finish_runs', target: 2, gameId: null, reward: '20' }] });
    expect(BigInt(second.balances.game_coin)).toBe(paid + BigInt(second.earned) + 20n);

    // A third, given up: nothing to pay, and no league points.
    const thirdRun = await startedRun(client);
    moveTo('2031-09-01T09:03:00Z');
    expect((await finish(client, thirdRun, { score: 0, level: 1, completed: false })).bonuses).toEqual({ streak: null, quests: [], leaguePoints: 0 });
    expect(await ledgerFailures(server)).toEqual([]);
  });
});
