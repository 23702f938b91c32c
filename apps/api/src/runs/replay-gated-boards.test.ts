import { describe, expect, it } from 'vitest';
import { periodsAt } from '../leaderboards/leaderboard-periods.ts';
import { closeLeagueWeeks } from '../leagues/close-league-weeks.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { keepReplayVerdict } from './keep-replay-verdict.ts';
import { replayRunWork } from './replay-run-job.ts';
import { findRecordedRun } from './run-replay-store.ts';

// Boards that wait for replays (docs/replays.md#top-100-entries-wait-for-their-replay), on both
// databases. Verdicts are kept as the replay job keeps them, without Chromium: replay-run-job.test.ts
// plays records in it. No record outside a top 100 is sampled here unless a test says so.
const server = await startTestServer({ RUN_REPLAY_SAMPLE_PERCENT: '0' });
const { db } = server.ctx;

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

/** A player's run of `game` finished with `score`, with a replay record or without one. */
async function finishRun(on: TestServer, player: Player, game: string, score: number, recorded = true) {
  const { run, seed } = await player.client.api.call('startRun', { params: { game } });
  on.advanceClock(on.ctx.config.runs.minSeconds * 1000 + 1);
  const replay = recorded ? { replay: { seed: seed!, version: '1.0.0', inputs: [{ at: 100, input: 'tap' }] } } : {};
  const finished = await player.client.api.call('finishRun', { params: { run: run.id }, body: { score, completed: true, ...replay } });
  return { runId: run.id, earned: BigInt(finished.earned), finishedAt: finished.run.finishedAt };
}

/** Keeps the verdict of the run's record as the job would, had the replay finished with `replayedScore`. */
async function judge(runId: string, replayedScore: number | null): Promise<void> {
  const recorded = await findRecordedRun(db, runId);
  if (!recorded) throw new Error(`run ${runId} has no record`);
  const now = server.ctx.now();
  await db.transaction((tx) => keepReplayVerdict(tx, { runId, recorded, replayedScore, now }));
}

/** The game's three boards as `period score verified` lines, as anyone reads them. */
async function boards(game: string): Promise<string[]> {
  const lines: string[] = [];
  for (const period of ['all', 'week', 'day'] as const) {
    const { entries } = await server.client().api.call('getLeaderboard', { params: { game }, query: { period } });
    lines.push(...entries.map((entry) => `${period} ${entry.score}${entry.verified ? ' verified' : ''}`));
  }
  return lines;
}

/** How many replay jobs the run has in the queue. */
async function replayJobs(on: TestServer, runId: string): Promise<number> {
  const [row] = await on.ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'replay-runs' AND data->>'run' = $1", [runId]);
  return row?.n ?? 0;
}

async function leagueWeek(accountId: string) {
  const [row] = await db.query<{ points: number; runs: number }>('SELECT points, runs FROM league_members WHERE account_id = $1', [accountId]);
  return row;
}

/** Fills the game's boards of every current period with `count` other players' `score`. */
async function fillBoards(on: TestServer, game: string, count: number, score: number): Promise<void> {
  const accounts = await on.ctx.db.query<{ id: string }>("INSERT INTO accounts (display_name) SELECT 'filler ' || n FROM generate_series(1, $1::int) AS n RETURNING id", [count]);
  const periods = periodsAt(on.ctx.now());
  await on.ctx.db.query(
    `INSERT INTO leaderboard_scores (game_id, level, period, period_start, account_id, score, reached_at, run_id)
     SELECT $1, 0, p.period, p.period_start, a.id, $2, $3, gen_random_uuid() FROM unnest($4::uuid[]) AS a (id), unnest($5::text[], $6::date[]) AS p (period, period_start)`,
    [game, score, on.ctx.now(), accounts.map((row) => row.id), periods.map((period) => period.period), periods.map((period) => period.startDate)],
  );
}

describe('boards that wait for replays', () => {
  it('keep a recorded run entering a top 100 off every board until its replay is verified; paid at once, it then shows, verified', async () => {
    await insertTestGame(db, { id: 'gated-verified', versions: [{ state: 'published' }] });
    const player = await signedInPlayer(server);
    const run = await finishRun(server, player, 'gated-verified', 500);
    expect(run.earned).toBeGreaterThan(0n);
    expect(await boards('gated-verified')).toEqual([]);
    expect((await player.client.api.call('getLeaderboardAroundMe', { params: { game: 'gated-verified' } })).me).toBeNull();
    expect(await replayJobs(server, run.runId)).toBe(1);

    await judge(run.runId, 500);
    expect(await boards('gated-verified')).toEqual(['all 500 verified', 'week 500 verified', 'day 500 verified']);
    const { entries } = await player.client.api.call('getLeaderboard', { params: { game: 'gated-verified' } });
    expect(entries[0]).toMatchObject({ you: true, reachedAt: run.finishedAt });
    // A second verdict changes nothing.
    await judge(run.runId, 1);
    expect(await boards('gated-verified')).toEqual(['all 500 verified', 'week 500 verified', 'day 500 verified']);
  });

  it("keep a mismatched run off for good, taking back its coins, its league points and the score achievement it unlocked; the player's earlier best stays", async () => {
    const maker = await signedInPlayer(server);
    await insertTestGame(db, { id: 'gated-mismatch', ownerId: maker.accountId, versions: [{ state: 'published' }] });
    const texts = (title: string) => [{ language: 'en', title, description: title }];
    const { achievement: highScore } = await maker.client.api.call('createGameAchievement', { params: { game: 'gated-mismatch' }, body: { kind: 'score', threshold: 5000, texts: texts('High score') } });
    const { achievement: twoRuns } = await maker.client.api.call('createGameAchievement', { params: { game: 'gated-mismatch' }, body: { kind: 'runs', threshold: 2, texts: texts('Two runs') } });
    const unlocked = async () => (await db.query<{ id: string }>('SELECT game_achievement_id::text AS id FROM achievement_unlocks WHERE account_id = $1 AND game_achievement_id IS NOT NULL ORDER BY 1', [player.accountId])).map((row) => row.id);
    const player = await signedInPlayer(server);
    const honest = await finishRun(server, player, 'gated-mismatch', 300, false);
    const weekBefore = await leagueWeek(player.accountId);
    const { game_coin: coinsBefore } = await userBalances(db, player.accountId);
    const forged = await finishRun(server, player, 'gated-mismatch', 9000);
    expect(honest.earned).toBeGreaterThan(0n);
    expect(forged.earned).toBeGreaterThan(0n);
    expect((await leagueWeek(player.accountId))?.runs).toBe(2);
    expect(await boards('gated-mismatch')).toEqual(['all 300', 'week 300', 'day 300']);
    expect(await unlocked()).toEqual([highScore.id, twoRuns.id].sort());

    await judge(forged.runId, 450);
    expect(await boards('gated-mismatch')).toEqual(['all 300', 'week 300', 'day 300']);
    expect(await leagueWeek(player.accountId)).toEqual(weekBefore);
    expect((await userBalances(db, player.accountId)).game_coin).toBe(coinsBefore);
    // The run was played, so its second run stands; its score did not.
    expect(await unlocked()).toEqual([twoRuns.id]);
    // Through the ledger: the reward stays, a reversing transfer beside it.
    const transfers = await db.query<{ reason: string; amount: bigint }>("SELECT reason, amount FROM ledger_transfers WHERE reference = $1 AND reason LIKE 'run_reward%' ORDER BY reason", [forged.runId]);
    expect(transfers).toEqual([
      { reason: 'run_reward', amount: forged.earned },
      { reason: 'run_reward_reversed', amount: forged.earned },
    ]);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('show a recorded run outside every top 100 at once, unverified, its record queued only when sampled; one that would enter it waits', async () => {
    await insertTestGame(db, { id: 'gated-full', versions: [{ state: 'published' }] });
    await fillBoards(server, 'gated-full', 100, 1000);
    const player = await signedInPlayer(server);
    const below = await finishRun(server, player, 'gated-full', 999);
    const around = await player.client.api.call('getLeaderboardAroundMe', { params: { game: 'gated-full' } });
    expect(around.me).toMatchObject({ rank: 101, score: 999, verified: false });
    expect(await replayJobs(server, below.runId)).toBe(0);
    // Ties rank by who reached the score first: 1,000 now would be 101st too; 1,001 is first.
    const tied = await finishRun(server, player, 'gated-full', 1000);
    expect(await replayJobs(server, tied.runId)).toBe(0);
    expect((await player.client.api.call('getLeaderboardAroundMe', { params: { game: 'gated-full' } })).me?.score).toBe(1000);
    const top = await finishRun(server, player, 'gated-full', 1001);
    expect(await replayJobs(server, top.runId)).toBe(1);
    expect((await player.client.api.call('getLeaderboardAroundMe', { params: { game: 'gated-full' } })).me).toMatchObject({ score: 1000, rank: 101 });

    // With every record sampled, the one outside the top 100 is queued too, and still shows at once.
    const sampling = await startTestServer({ RUN_REPLAY_SAMPLE_PERCENT: '100' });
    await insertTestGame(sampling.ctx.db, { id: 'sampled', versions: [{ state: 'published' }] });
    await fillBoards(sampling, 'sampled', 100, 1000);
    const sampled = await signedInPlayer(sampling);
    const run = await finishRun(sampling, sampled, 'sampled', 10);
    expect(await replayJobs(sampling, run.runId)).toBe(1);
    expect((await sampled.client.api.call('getLeaderboardAroundMe', { params: { game: 'sampled' } })).me).toMatchObject({ rank: 101, score: 10 });
    await sampling.close();
  });

  it('show a waiting entry unverified once its record can have no verdict: no Chromium, or its last try failed before the record played', async () => {
    await insertTestGame(db, { id: 'gated-unchecked', versions: [{ state: 'published' }] });
    const job = (runId: string, retryCount: number) => ({ id: runId, data: { run: runId }, retryCount, retryLimit: 2 });
    const withChromium = (chromiumPath: string | null) => replayRunWork({ ...server.ctx, config: { ...server.ctx.config, jobs: { ...server.ctx.config.jobs, chromiumPath } } });

    const noBrowser = await finishRun(server, await signedInPlayer(server), 'gated-unchecked', 700);
    await withChromium(null).handle(job(noBrowser.runId, 0));
    expect(await boards('gated-unchecked')).toEqual(['all 700', 'week 700', 'day 700']);

    // A Chromium that does not start: the job fails; its last try shows the entry.
    const failing = await finishRun(server, await signedInPlayer(server), 'gated-unchecked', 800);
    await expect(withChromium('/nonexistent/chromium').handle(job(failing.runId, 1))).rejects.toThrow();
    expect(await boards('gated-unchecked')).toEqual(['all 700', 'week 700', 'day 700']);
    await expect(withChromium('/nonexistent/chromium').handle(job(failing.runId, 2))).rejects.toThrow();
    expect(await boards('gated-unchecked')).toEqual(['all 800', 'all 700', 'week 800', 'week 700', 'day 800', 'day 700']);

    // A verdict that comes later still settles it: a mismatch takes the shown entry off.
    await judge(failing.runId, 1);
    expect(await boards('gated-unchecked')).toEqual(['all 700', 'week 700', 'day 700']);
  });

  it("leave a closed week's table as its close paid it when the mismatch comes after the close; the coins still go back", async () => {
    await insertTestGame(db, { id: 'gated-late', versions: [{ state: 'published' }] });
    const player = await signedInPlayer(server);
    const run = await finishRun(server, player, 'gated-late', 600);
    const table = () => db.query('SELECT points, runs, place, reward FROM league_members WHERE account_id = $1', [player.accountId]);
    server.advanceClock(8 * 86_400_000);
    expect(await closeLeagueWeeks(server.ctx)).toBeGreaterThan(0);
    const closed = await table();
    expect(closed).toEqual([expect.objectContaining({ points: 20, runs: 1, place: expect.any(Number) })]);
    const { game_coin: coins } = await userBalances(db, player.accountId);
    await judge(run.runId, 1);
    expect(await table()).toEqual(closed);
    expect((await userBalances(db, player.accountId)).game_coin).toBe(coins - run.earned);
  });
});
