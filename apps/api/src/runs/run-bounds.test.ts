import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { finish, startedRun, whatFinishesReached } from '../test-support/run-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';

const server = await startTestServer();
const { db } = server.ctx;
const minMs = server.ctx.config.runs.minSeconds * 1000;

const reached = (accountId: string) => whatFinishesReached(db, accountId);

/** A published score game owned by a maker of its own, who signs in; its id. */
async function makersGame(id: string) {
  const maker = await signedInPlayer(server);
  await insertTestGame(db, { id, ownerId: maker.accountId, title: `Game ${id}`, versions: [{ state: 'published' }] });
  return maker;
}

const noBounds = { maxScore: null, maxPointsPerSecond: null, minRunSeconds: null, maxRunSeconds: null };

describe("a game's plausibility bounds", () => {
  it('are declared by the owner alone, each optional, and the least run time never above the most', async () => {
    const maker = await makersGame('bounded-owner');
    const other = await signedInPlayer(server);
    expect(await maker.client.api.call('getRunBounds', { params: { game: 'bounded-owner' } })).toEqual({ bounds: noBounds, held: { total: 0, recent: [] }, mismatched: { total: 0, recent: [] } });
    const bounds = { maxScore: 5000, maxPointsPerSecond: 100, minRunSeconds: null, maxRunSeconds: 3600 };
    expect(await maker.client.api.call('setRunBounds', { params: { game: 'bounded-owner' }, body: bounds })).toEqual({ bounds });
    expect((await maker.client.api.call('getRunBounds', { params: { game: 'bounded-owner' } })).bounds).toEqual(bounds);

    expect(await refusal(other.client.api.call('setRunBounds', { params: { game: 'bounded-owner' }, body: noBounds }))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await refusal(other.client.api.call('getRunBounds', { params: { game: 'bounded-owner' } }))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await refusal(maker.client.api.call('getRunBounds', { params: { game: 'no-such-game' } }))).toMatchObject({ status: 404, code: 'not_found' });
    const upsideDown = await refusal(maker.client.api.call('setRunBounds', { params: { game: 'bounded-owner' }, body: { ...noBounds, minRunSeconds: 60, maxRunSeconds: 30 } }));
    expect(upsideDown).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.minRunSeconds' });
    expect((await maker.client.api.call('getRunBounds', { params: { game: 'bounded-owner' } })).bounds).toEqual(bounds);
  });

  it('hold a run that scored faster than its points a second allow: finished, paid nothing, on no board, league, quest, streak or achievement; listed for the maker and the player', async () => {
    const maker = await makersGame('bounded-speed');
    await maker.client.api.call('setRunBounds', { params: { game: 'bounded-speed' }, body: { ...noBounds, maxPointsPerSecond: 10 } });
    const { accountId, client } = await signedInPlayer(server);
    const before = await reached(accountId);
    // The held run's time is the server's clock, which moves only by advanceClock from here on.
    server.stopClock();

    // 1,000 points need 100 s at 10 points a second: this run lasts the minimum run time only.
    const runId = await startedRun(client, 'bounded-speed');
    server.advanceClock(minMs + 1);
    const held = await finish(client, runId, { score: 1000, completed: true });
    expect(held).toMatchObject({ earned: '0', cappedBy: null, held: { reason: 'too_fast' }, run: { score: 1000, coinsPaid: '0' }, achievements: { site: [], game: [] } });
    expect(await reached(accountId)).toEqual(before);
    // A retry is answered the same, and a finish with another claim is refused as for any finished run.
    expect(await finish(client, runId, { score: 1000, completed: true })).toEqual(held);
    expect(await refusal(finish(client, runId, { score: 10, completed: true }))).toMatchObject({ status: 409, code: 'run_already_finished' });

    const { runs } = await client.api.call('listMyRuns');
    expect(runs[0]).toMatchObject({ id: runId, game: 'bounded-speed', title: 'Game bounded-speed', score: 1000, coinsPaid: '0', held: 'too_fast' });
    const forMaker = await maker.client.api.call('getRunBounds', { params: { game: 'bounded-speed' } });
    expect(forMaker.held.total).toBe(1);
    expect(forMaker.held.recent).toEqual([
      { run: runId, version: 1, finishedAt: held.run.finishedAt, score: 1000, level: null, seconds: Math.floor((minMs + 1) / 1000), reason: 'too_fast' },
    ]);

    // The same score after long enough is paid and counted.
    const honestId = await startedRun(client, 'bounded-speed');
    server.advanceClock(100_000);
    const honest = await finish(client, honestId, { score: 1000, completed: true });
    expect(honest.held).toBeUndefined();
    expect(honest.earned).not.toBe('0');
    expect((await client.api.call('listMyRuns')).runs.map((run) => [run.id, run.held])).toEqual([
      [honestId, null],
      [runId, 'too_fast'],
    ]);
  });

  it('hold a score above the highest, a run shorter than the least and one longer than the most run time, each with its reason', async () => {
    const maker = await makersGame('bounded-all');
    await maker.client.api.call('setRunBounds', { params: { game: 'bounded-all' }, body: { maxScore: 500, maxPointsPerSecond: null, minRunSeconds: 120, maxRunSeconds: 600 } });
    const { client } = await signedInPlayer(server);
    const finishAfter = async (milliseconds: number, score: number) => {
      const runId = await startedRun(client, 'bounded-all');
      server.advanceClock(milliseconds);
      return (await finish(client, runId, { score, completed: false })).held?.reason ?? null;
    };
    expect(await finishAfter(200_000, 501)).toBe('score_above_max');
    expect(await finishAfter(Math.max(minMs + 1, 60_000), 10)).toBe('shorter_than_min');
    expect(await finishAfter(601_000, 10)).toBe('longer_than_max');
    expect(await finishAfter(300_000, 500)).toBeNull();
    const { held } = await maker.client.api.call('getRunBounds', { params: { game: 'bounded-all' } });
    expect(held.total).toBe(3);
    expect(held.recent.map((run) => run.reason)).toEqual(['longer_than_max', 'shorter_than_min', 'score_above_max']);
  });

  it('hold a forger calling finish directly, however many finishes race for the run: one answer, nothing paid', async () => {
    const maker = await makersGame('bounded-race');
    await maker.client.api.call('setRunBounds', { params: { game: 'bounded-race' }, body: { ...noBounds, maxScore: 100 } });
    const { accountId, client } = await signedInPlayer(server);
    const before = await reached(accountId);
    const runId = await startedRun(client, 'bounded-race');
    server.advanceClock(minMs + 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => finish(client, runId, { score: 10_000, completed: true })));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.held).toEqual({ reason: 'score_above_max' });
    expect(await reached(accountId)).toEqual(before);
  });
});
