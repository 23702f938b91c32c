import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { whatFinishesReached } from '../test-support/run-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { keepReplayVerdict } from './keep-replay-verdict.ts';
import { findRecordedRun } from './run-replay-store.ts';

// The verdicts are kept as the replay job keeps them (`keep-replay-verdict.ts`), without Chromium:
// replay-run-job.test.ts plays records in it.
const server = await startTestServer();
const { db } = server.ctx;
const minMs = server.ctx.config.runs.minSeconds * 1000;

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

/** A published game owned by a maker of its own. */
async function makersGame(id: string): Promise<Player> {
  const maker = await signedInPlayer(server);
  await insertTestGame(db, { id, ownerId: maker.accountId, title: `Game ${id}`, versions: [{ state: 'published' }] });
  return maker;
}

/** A player's run of `game` finished with `score`, with a replay record or without one. */
async function finishRun(player: Player, game: string, score: number, recorded: boolean) {
  const { run, seed } = await player.client.api.call('startRun', { params: { game } });
  server.advanceClock(minMs + 1);
  const replay = recorded ? { replay: { seed: seed!, version: '1.0.0', inputs: [{ at: 100, input: 'tap' }] } } : {};
  const finished = await player.client.api.call('finishRun', { params: { run: run.id }, body: { score, completed: true, ...replay } });
  return { runId: run.id, finished };
}

/** Keeps the verdict of the run's record as the job would, had the replay finished with `replayedScore`. */
async function judge(runId: string, replayedScore: number | null): Promise<string> {
  const recorded = await findRecordedRun(db, runId);
  if (!recorded) throw new Error(`run ${runId} has no record`);
  const now = server.ctx.now();
  await db.transaction((tx) => keepReplayVerdict(tx, { runId, recorded, replayedScore, now }));
  return now.toISOString();
}

describe('replay verdicts', () => {
  it('make records required once one of a version is verified: a later finish without one is held replay_missing, paid nothing, on no board', async () => {
    const maker = await makersGame('replays-required');
    const player = await signedInPlayer(server);
    // Before any record is verified, a finish without one counts (and a mismatch proves nothing).
    expect((await finishRun(player, 'replays-required', 100, false)).finished.held).toBeUndefined();
    const forged = await finishRun(player, 'replays-required', 900, true);
    await judge(forged.runId, 100);
    expect((await finishRun(player, 'replays-required', 100, false)).finished.held).toBeUndefined();

    const honest = await finishRun(player, 'replays-required', 300, true);
    await judge(honest.runId, 300);

    const forger = await signedInPlayer(server);
    const before = await whatFinishesReached(db, forger.accountId);
    const skipped = await finishRun(forger, 'replays-required', 5000, false);
    expect(skipped.finished).toMatchObject({ earned: '0', held: { reason: 'replay_missing' }, run: { coinsPaid: '0' } });
    expect(await whatFinishesReached(db, forger.accountId)).toEqual(before);
    expect((await forger.client.api.call('listMyRuns')).runs[0]).toMatchObject({ id: skipped.runId, held: 'replay_missing' });
    const { held } = await maker.client.api.call('getRunBounds', { params: { game: 'replays-required' } });
    expect(held.recent[0]).toMatchObject({ run: skipped.runId, reason: 'replay_missing' });

    // A finish with its record still counts, and is queued for its replay.
    const recorded = await finishRun(forger, 'replays-required', 200, true);
    expect(recorded.finished.held).toBeUndefined();
    expect(recorded.finished.earned).not.toBe('0');
  });

  it('mark the board rows of verified runs, and only those', async () => {
    await makersGame('replays-board');
    const verified = await signedInPlayer(server);
    const unchecked = await signedInPlayer(server);
    const verifiedRun = await finishRun(verified, 'replays-board', 500, true);
    // Without a record, before the version's first verified one: on the board at once, unverified.
    await finishRun(unchecked, 'replays-board', 400, false);
    await judge(verifiedRun.runId, 500);
    const board = await verified.client.api.call('getLeaderboard', { params: { game: 'replays-board' } });
    expect(board.entries.map((entry) => [entry.score, entry.verified])).toEqual([
      [500, true],
      [400, false],
    ]);
    const around = await unchecked.client.api.call('getLeaderboardAroundMe', { params: { game: 'replays-board' } });
    expect(around.entries.map((entry) => [entry.score, entry.verified])).toEqual([
      [500, true],
      [400, false],
    ]);
  });

  it("list a game's mismatched runs for its maker, with the score the replay made", async () => {
    const maker = await makersGame('replays-mismatch');
    const player = await signedInPlayer(server);
    const inflated = await finishRun(player, 'replays-mismatch', 900, true);
    const inflatedAt = await judge(inflated.runId, 450);
    const unfinished = await finishRun(player, 'replays-mismatch', 700, true);
    const unfinishedAt = await judge(unfinished.runId, null);
    const honest = await finishRun(player, 'replays-mismatch', 300, true);
    await judge(honest.runId, 300);
    // A second verdict for a judged run changes nothing.
    await judge(inflated.runId, 900);

    const stranger = await signedInPlayer(server);
    await insertTestGame(db, { id: 'replays-other', ownerId: stranger.accountId, versions: [{ state: 'published' }] });
    await judge((await finishRun(player, 'replays-other', 800, true)).runId, 1);

    const { mismatched } = await maker.client.api.call('getRunBounds', { params: { game: 'replays-mismatch' } });
    expect(mismatched).toEqual({
      total: 2,
      recent: [
        { run: unfinished.runId, version: 1, finishedAt: unfinished.finished.run.finishedAt, checkedAt: unfinishedAt, level: null, score: 700, replayedScore: null },
        { run: inflated.runId, version: 1, finishedAt: inflated.finished.run.finishedAt, checkedAt: inflatedAt, level: null, score: 900, replayedScore: 450 },
      ],
    });
  });
});
