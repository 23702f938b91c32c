import { levels, movesScoring } from '@site/levels-rules';
import { describe, expect, it } from 'vitest';
import { userBalances } from '../ledger/ledger-history.ts';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { finish, pastMinimumRunTime, startedRun, whatFinishesReached } from '../test-support/run-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { keepReplayVerdict } from './keep-replay-verdict.ts';
import { findRecordedRun } from './run-replay-store.ts';

// The forger's test of issue 39, on both databases: each way of forging a score reaches no board,
// league or reward (docs/replays.md). A replay's verdict is kept as the job keeps it, without
// Chromium; replay-run-job.test.ts plays the same forgeries (an inflated score, edited inputs) in it.
const server = await startTestServer({ RUN_REPLAY_SAMPLE_PERCENT: '0' });
const { db } = server.ctx;

const maker = await signedInPlayer(server);
await insertTestGame(db, { id: 'forged', ownerId: maker.accountId, versions: [{ state: 'published' }] });
await maker.client.api.call('setRunBounds', { params: { game: 'forged' }, body: { maxScore: null, maxPointsPerSecond: 100, minRunSeconds: null, maxRunSeconds: null } });

/** What a run can earn a player: their coins, their board rows and their league week. */
async function earnings(accountId: string) {
  const [week] = await db.query<{ points: number; runs: number }>('SELECT points, runs FROM league_members WHERE account_id = $1', [accountId]);
  return {
    balances: await userBalances(db, accountId),
    boards: await db.query('SELECT game_id, period, score FROM leaderboard_scores WHERE account_id = $1 ORDER BY game_id, period', [accountId]),
    league: week ?? { points: 0, runs: 0 },
  };
}

/** A forger who has played one honest run of `forged` (so they have coins, a board row and a league week to lose). */
async function forgerWithAnHonestRun() {
  const forger = await signedInPlayer(server);
  const runId = await startedRun(forger.client, 'forged');
  server.advanceClock(10_000);
  await finish(forger.client, runId, { score: 100, completed: true });
  return forger;
}

/** Starts a run of `forged` and lets `seconds` pass; its id and seed. */
async function startedForgedRun(client: Awaited<ReturnType<typeof signedInPlayer>>['client'], seconds: number) {
  const { run, seed } = await client.api.call('startRun', { params: { game: 'forged' } });
  server.advanceClock(seconds * 1000);
  return { runId: run.id, seed: seed! };
}

/** Keeps the verdict of the run's record as the job keeps it, had the replay made `replayedScore`. */
async function judge(runId: string, replayedScore: number | null): Promise<void> {
  const recorded = await findRecordedRun(db, runId);
  if (!recorded) throw new Error(`run ${runId} has no record`);
  const now = server.ctx.now();
  await db.transaction((tx) => keepReplayVerdict(tx, { runId, recorded, replayedScore, now }));
}

describe('a forger', () => {
  it('calling the finish directly with an inflated score and a record: paid, but never on a board, and the mismatch takes back the coins and the league points', async () => {
    const forger = await forgerWithAnHonestRun();
    const before = await earnings(forger.accountId);
    const { runId, seed } = await startedForgedRun(forger.client, 100);
    const finished = await forger.client.api.call('finishRun', { params: { run: runId }, body: { score: 9000, completed: true, replay: { seed, version: '1.0.0', inputs: [{ at: 500, input: 'tap' }] } } });
    expect(BigInt(finished.earned)).toBeGreaterThan(0n);
    expect((await earnings(forger.accountId)).boards).toEqual(before.boards);
    await judge(runId, 120);
    expect(await earnings(forger.accountId)).toEqual(before);
  });

  it('sending a record whose inputs were edited: the replay makes another score, and the run reaches nothing', async () => {
    const forger = await forgerWithAnHonestRun();
    const before = await earnings(forger.accountId);
    const { runId, seed } = await startedForgedRun(forger.client, 100);
    // The record is the run's own, its last tap moved: the replay, not the record, says what it scores.
    await forger.client.api.call('finishRun', { params: { run: runId }, body: { score: 4550, completed: true, replay: { seed, version: '1.0.0', inputs: [{ at: 900, input: 'tap' }, { at: 2000, input: 'tap' }] } } });
    await judge(runId, 4500);
    expect(await earnings(forger.accountId)).toEqual(before);
  });

  it("sending another run's record, forged Levels moves, or a score faster than the game's bound: refused or held, reaching nothing at all", async () => {
    const forger = await forgerWithAnHonestRun();
    const before = await whatFinishesReached(db, forger.accountId);
    const other = await startedForgedRun(forger.client, 0);
    const { runId } = await startedForgedRun(forger.client, 100);
    const anotherRecord = await refusal(forger.client.api.call('finishRun', { params: { run: runId }, body: { score: 500, completed: true, replay: { seed: other.seed, version: '1.0.0', inputs: [] } } }));
    expect(anotherRecord).toMatchObject({ status: 422, code: 'run_replay_invalid' });

    const levelsRun = await startedRun(forger.client);
    pastMinimumRunTime(server);
    const forgedMoves = await refusal(finish(forger.client, levelsRun, { score: 1000, level: 1, completed: true, moves: movesScoring(levels[0]!, 800)! }));
    expect(forgedMoves).toMatchObject({ status: 422, code: 'run_replay_mismatch' });

    // 100 points a second at most: 10,000 points 10 s after the start is ten times too fast.
    const fast = await startedForgedRun(forger.client, 10);
    const tooFast = await finish(forger.client, fast.runId, { score: 10_000, completed: true });
    expect(tooFast).toMatchObject({ earned: '0', held: { reason: 'too_fast' } });
    expect(await whatFinishesReached(db, forger.accountId)).toEqual(before);
  });
});
